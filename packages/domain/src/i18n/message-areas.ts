/**
 * Which messages a page needs in the browser. A shop page leaves out the back office's texts and
 * those only the server writes (notices to shoppers): a third of the catalogue, on every page.
 * Back-office pages, and shop pages a content editor previews (`?preview=`), get the back office's.
 * No catalogue is imported here: the browser uses this to know when the root must load again.
 */
export const SERVER_ONLY_NAMESPACES = ['notices'] as const;
export const BACK_OFFICE_NAMESPACES = ['staff', 'refunds'] as const;

/** The two sets of messages a browser may get: a shop page's, and a back-office (or preview) page's. */
export const MESSAGE_AREAS = ['shop', 'back-office'] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** A page's address as a URL object reads it (the domain package assumes no DOM or Node types). */
export interface PageAddress {
  pathname: string;
  searchParams: { has(name: string): boolean };
}

export function needsBackOfficeMessages(url: PageAddress): boolean {
  return url.pathname.startsWith('/staff/') || url.searchParams.has('preview');
}

export function messageArea(url: PageAddress): MessageArea {
  return needsBackOfficeMessages(url) ? 'back-office' : 'shop';
}
