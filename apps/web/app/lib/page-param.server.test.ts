import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param.server';

/** The address a redirect thrown by `pageParam` leads to, or the page it answered. */
function outcome(address: string): number | string {
  try {
    return pageParam(new URL(address, 'http://shop.test'));
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return `→ ${thrown.headers.get('location')}`;
  }
}

describe('pageParam', () => {
  it('answers pages other than 1 and page 1 without the parameter', () => {
    expect(outcome('/lichnyj-kabinet/messages/')).toBe(1);
    expect(outcome('/lichnyj-kabinet/messages/?page=2')).toBe(2);
  });

  it('sends ?page=1 and invalid pages to the address without the parameter, keeping the others', () => {
    expect(outcome('/lichnyj-kabinet/messages/?page=1')).toBe('→ /lichnyj-kabinet/messages/');
    expect(outcome('/lichnyj-kabinet/waiting-list/?page=abc')).toBe('→ /lichnyj-kabinet/waiting-list/');
    expect(outcome('/lichnyj-kabinet/waiting-list/?page=0&sort=new')).toBe('→ /lichnyj-kabinet/waiting-list/?sort=new');
  });
});
