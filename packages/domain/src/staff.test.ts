import { describe, expect, it } from 'vitest';
import { STAFF_PAGES, staffNavFor } from './staff.ts';

const titles = (roles: string[]) =>
  staffNavFor(roles).map(({ group, pages }) => [group, pages.map((p) => p.path)] as const);

describe('back-office navigation', () => {
  it('groups the pages a role opens, the dashboard first, and leaves out empty groups', () => {
    expect(titles(['orders'])).toEqual([
      [null, ['']],
      ['sales', ['orders/', 'gift-cards/']],
      ['admin', ['app-harness/']],
    ]);
    expect(titles(['moderator']).map(([group]) => group)).toEqual([null, 'content', 'admin']);
  });

  it('gives an administrator every page, each once', () => {
    const paths = staffNavFor(['admin']).flatMap((g) => g.pages.map((p) => p.path));
    expect(paths.sort()).toEqual(STAFF_PAGES.map((p) => p.path).sort());
    expect(staffNavFor(['admin'])).toHaveLength(5);
  });
});
