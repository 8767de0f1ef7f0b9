import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

type Key = 'shops' | 'pickup' | 'map';

function Example() {
  const [tab, setTab] = useState<Key>('shops');
  return (
    <Tabs
      label="Where to collect"
      tabs={[
        { key: 'shops', label: 'Shops' },
        { key: 'pickup', label: 'Pickup points' },
        { key: 'map', label: 'Map' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      <p>Panel of {tab}</p>
    </Tabs>
  );
}

afterEach(cleanup);

describe('tabs', () => {
  it('selects a tab by click and labels the panel with it', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Where to collect' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Pickup points' }));
    expect(screen.getByRole('tab', { name: 'Pickup points' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Shops' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Pickup points' }).textContent).toBe('Panel of pickup');
  });

  it('is one tab stop and moves with the arrow keys, Home and End, wrapping around', () => {
    render(<Example />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect([tab('Shops'), tab('Pickup points'), tab('Map')].map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tab('Shops').focus();
    fireEvent.keyDown(tab('Shops'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Pickup points'));
    expect(tab('Pickup points').getAttribute('aria-selected')).toBe('true');
    expect(tab('Pickup points').tabIndex).toBe(0);
    fireEvent.keyDown(tab('Pickup points'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Map'));
    fireEvent.keyDown(tab('Map'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Shops'));
    fireEvent.keyDown(tab('Shops'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Map'));
    fireEvent.keyDown(tab('Map'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of shops');
  });
});
