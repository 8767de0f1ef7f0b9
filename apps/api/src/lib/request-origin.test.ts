import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin.ts';

const shop = {
  PUBLIC_URL: 'https://shop.example',
  HOST_MAP: { 'shop.kz': 'kz' as const, 'shop.example': 'ru' as const },
};
const demo = { HOST_MAP: {} };
const origin = (headers: Record<string, string>, settings: typeof shop | typeof demo, protocol = 'http') =>
  requestOrigin({ headers, protocol }, settings);

describe('the shop’s origin for a request', () => {
  it('is PUBLIC_URL unless a header names a host of the host map, whose own domain it then is', () => {
    expect(origin({ host: 'evil.example' }, shop)).toBe('https://shop.example');
    expect(origin({ host: 'shop.kz' }, shop)).toBe('https://shop.kz');
    expect(origin({ host: 'shop.kz', 'x-forwarded-host': 'evil.example' }, shop)).toBe('https://shop.kz');
    expect(origin({ host: 'evil.example', 'x-forwarded-host': 'SHOP.KZ:8443' }, shop)).toBe('https://shop.kz:8443');
    // The scheme is PUBLIC_URL's, whatever a forwarded one says.
    expect(origin({ host: 'shop.kz' }, shop, 'gopher')).toBe('https://shop.kz');
  });

  it('is always a valid origin, whatever the headers hold', () => {
    for (const forged of [
      'shop.kz, x',
      'shop.kz:99999',
      'shop.kz,x@evil.example',
      '[::::]',
      'a b',
      'x/y',
      'u@shop.kz',
      '',
    ]) {
      for (const settings of [shop, demo]) {
        const value = origin({ host: forged, 'x-forwarded-host': forged }, settings, 'a b');
        expect(new URL(value).origin, `${forged}: ${value}`).toBe(value);
      }
    }
    // A proxy's list: its first host.
    expect(origin({ 'x-forwarded-host': 'shop.kz, evil.example' }, shop)).toBe('https://shop.kz');
  });

  it('takes a well-formed host and http or https in a demo without PUBLIC_URL', () => {
    expect(origin({ host: 'localhost:3000' }, demo)).toBe('http://localhost:3000');
    expect(origin({ host: 'localhost:3000' }, demo, 'https')).toBe('https://localhost:3000');
    expect(origin({ host: 'shop:99999' }, demo)).toBe('http://localhost');
  });
});
