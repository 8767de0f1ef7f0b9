import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipList, RemovableChip } from './chip';

afterEach(cleanup);

function Filters() {
  return (
    <ChipList label="Active filters" clearAll={{ href: '/catalog/', text: 'Clear all' }}>
      <RemovableChip key="brand" href="/catalog/?sale=true" label="Tetsu" removeLabel="Remove filter: Tetsu" />
      <RemovableChip key="sale" href="/catalog/?brand=tetsu" label="Sale" removeLabel="Remove filter: Sale" />
    </ChipList>
  );
}

function Role({ busy = false }: { busy?: boolean }) {
  return (
    <RemovableChip
      fields={{ intent: 'revoke', role: 'content' }}
      disabled={busy}
      label="Content"
      removeLabel="Revoke Content"
    />
  );
}

const BusyRole = () => <Role busy />;

describe('removable chips', () => {
  it('lists link chips under their name, each named by what removing does, then clear all', () => {
    const Stub = createRoutesStub([{ path: '/', Component: Filters }]);
    render(<Stub />);
    const list = screen.getByRole('list', { name: 'Active filters' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')])).toEqual([
      ['Remove filter: Tetsu', '/catalog/?sale=true'],
      ['Remove filter: Sale', '/catalog/?brand=tetsu'],
      ['Clear all', '/catalog/'],
    ]);
    // The visible text stays inside the accessible name (WCAG 2.5.3).
    expect(links[0]?.textContent).toBe('Tetsu');
  });

  it('posts its fields to the route action from a form chip', async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: Role,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return null;
        },
      },
    ]);
    render(<Stub />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Content' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'revoke', role: 'content' }]));
  });

  it('is disabled while told so', () => {
    const Stub = createRoutesStub([{ path: '/', Component: BusyRole }]);
    render(<Stub />);
    expect(screen.getByRole('button', { name: 'Revoke Content' }).hasAttribute('disabled')).toBe(true);
  });
});
