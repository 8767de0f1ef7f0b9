/**
 * A button opening a dialog the page's script draws. Without JavaScript it is the button of a plain
 * GET form asking for the page again with `name=value` in its query, and the page then lists the
 * same choices in itself; `keep` carries query fields the page must not lose.
 */
import type { ReactNode } from 'react';

export function OpenButton({
  name,
  value,
  keep = {},
  className = 'button',
  onOpen,
  children,
}: {
  name: string;
  value: string;
  keep?: Record<string, string>;
  className?: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <form method="get" className="open-button">
      {Object.entries(keep).map(([field, kept]) => (
        <input key={field} type="hidden" name={field} value={kept} />
      ))}
      <button
        type="submit"
        name={name}
        value={value}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        {children}
      </button>
    </form>
  );
}
