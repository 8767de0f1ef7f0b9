import { describe, expect, it } from 'vitest';
import { RewriteMisses } from './rewrite-marks.ts';

describe('rewrite misses', () => {
  it('counts every miss and reports the first of each shape, naming it and the page', () => {
    const reported: string[] = [];
    const misses = new RewriteMisses((message) => reported.push(message));
    misses.missed('module-script', '/a/');
    misses.missed('module-script', '/b/');
    misses.missed('inline-script-nonce', '/c/');
    expect(misses.counts).toEqual({
      'module-script': 2,
      modulepreload: 0,
      'inline-script-nonce': 1,
      'shopper-slots': 0,
    });
    expect(reported).toHaveLength(2);
    expect(reported[0]).toMatch(/type="module" async="".*\/a\//);
    expect(reported[1]).toMatch(/nonce=.*\/c\//);
  });
});
