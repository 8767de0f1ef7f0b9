import { describe, expect, it } from 'vitest';
import { harnessTarget } from './harness-target';

const target = (query: string) => harnessTarget(new URLSearchParams(query));

describe('app harness target', () => {
  it('frames the main page as a mobile-app screen by default', () => {
    expect(target('')).toEqual({ page: '/', mode: 'mobile-app', src: '/?app_mode=mobile-app' });
  });

  it('frames the asked page in the asked mode, whatever marker the address carried', () => {
    expect(target('page=/catalog/?sort=price%26app_mode=none&mode=web-view').src).toBe(
      '/catalog/?sort=price&app_mode=web-view',
    );
    expect(target(`page=${encodeURIComponent('/catalog/?app_mode=none&page=2')}`)).toEqual({
      page: '/catalog/?page=2',
      mode: 'mobile-app',
      src: '/catalog/?page=2&app_mode=mobile-app',
    });
  });

  it('frames only the shop’s own pages, never another site or the back office', () => {
    for (const page of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'catalog/',
      '/staff/app-harness/',
    ]) {
      expect(target(`page=${encodeURIComponent(page)}`).page, page).toBe('/');
    }
    expect(target('mode=desktop').mode).toBe('mobile-app');
  });
});
