/**
 * Tabs after the WAI-ARIA pattern: the tab list is one tab stop; the arrow keys, Home and End move to
 * another tab and show it; the panel is labelled by the tab shown.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  function move(event: KeyboardEvent) {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const targets: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs" onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(button) => {
              if (button) buttons.current.set(tab.key, button);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} className="tabs__panel">
        {children}
      </div>
    </>
  );
}
