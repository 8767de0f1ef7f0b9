import { describe, expect, it } from 'vitest';
import { acceptsGzip, pickEncoding } from './accept-encoding.ts';

describe('Accept-Encoding', () => {
  it('takes gzip unless refused', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, gzip;q=0.0')).toBe(false);
    expect(acceptsGzip('x-gzip-ish')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('picks brotli, then gzip, then none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });
});
