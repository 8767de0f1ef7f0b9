/**
 * The script nonce of the answer being rendered (server only; the browser needs none once the
 * page's scripts are running). root.tsx gives it to <Scripts> and <ScrollRestoration>.
 */
import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
