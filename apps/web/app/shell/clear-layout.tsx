/** The clear layout of gift present pages: the content alone, with the logo home. */
import type { ReactNode } from 'react';
import { Logo } from './logo';

export function ClearLayout({ children }: { children: ReactNode }) {
  return (
    <div className="clear-layout">
      <header className="clear-layout__header">
        <Logo />
      </header>
      <main id="main" className="main">
        {children}
      </main>
    </div>
  );
}
