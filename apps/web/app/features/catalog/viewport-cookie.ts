/**
 * The viewport breakpoint for the server: written to the viewport cookie from the window width
 * once the page is interactive, so the next server render picks the same chunk size.
 */
import { COOKIES, VIEWPORT_BREAKPOINTS, type Viewport } from '@storefront/domain/constants';
import { readCookie, writeCookie } from '../../lib/cookies';

export function viewportOfWidth(width: number): Viewport {
  let result: Viewport = 'mobile';
  for (const [name, min] of Object.entries(VIEWPORT_BREAKPOINTS) as [Viewport, number][]) {
    if (width >= min) result = name;
  }
  return result;
}

export function syncViewportCookie(): void {
  const viewport = viewportOfWidth(window.innerWidth);
  if (readCookie(document.cookie, COOKIES.viewport.name) === viewport) return;
  writeCookie(COOKIES.viewport, viewport);
}
