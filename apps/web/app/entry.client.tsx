/**
 * Hydration (React Router's default client entry) once the page's UI messages are in memory: the
 * first render must draw the same text as the server did (lib/page-messages.ts). The hydration
 * starter has begun their download with the scripts; the browser's cache usually answers it.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages, STARTED_MESSAGES } from './lib/page-messages';
import { guardedReload } from './lib/reload-guard';

// Messages another deploy no longer serves (the page came from an older build) bring the page again,
// from the new build, once (reload-guard.ts). Without them the page is not hydrated: it stays as the
// server drew it, its links and forms working as without JavaScript.
const messages = document.documentElement.dataset.messages;
if (messages) {
  await loadMessages(messages, window[STARTED_MESSAGES]).catch((error: unknown) => {
    if (!guardedReload(sessionStorage, Date.now(), () => location.reload())) {
      console.error('The page stays as the server drew it: its messages did not come.', error);
    }
    return new Promise<never>(() => {});
  });
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
