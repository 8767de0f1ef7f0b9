import type { enUS } from './messages/en-US.ts';

/** Message ids: the keys of the en-US catalogue, which every other catalogue must match. */
export type MessageId = keyof typeof enUS;
export type Catalogue = Readonly<Record<MessageId, string>>;
