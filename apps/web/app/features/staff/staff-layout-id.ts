/**
 * The back office's layout route (routes.ts), whose pages the root leaves to it. Apart from
 * staff-page.ts: the root needs only the name, and every page's first load does without the back
 * office's clock and formatting.
 */
export const STAFF_LAYOUT_ID = 'staff-layout';
