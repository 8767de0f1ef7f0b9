/**
 * Hydration (React Router's default client entry) once the page's UI messages are in memory: the
 * first render must draw the same text as the server did (lib/page-messages.ts). The hydration
 * starter has begun their download with the scripts; the browser's cache usually answers it.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages, STARTED_MESSAGES } from './lib/page-messages';

// Without them the page stays as the server drew it (links and forms work as without JavaScript),
// and the failed download is reported as an uncaught error.
const messages = document.documentElement.dataset.messages;
if (messages) await loadMessages(messages, window[STARTED_MESSAGES]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
