/**
 * The stack of open modals: z-index base 1000 plus 2 per stacked index, and the body scroll lock
 * that holds while any modal is open and lifts 50 ms after the last one closes.
 */
import { MODAL_Z_INDEX, SCROLL_UNLOCK_DELAY_MS } from '@storefront/domain/constants';

const stack: string[] = [];
let unlockTimer: ReturnType<typeof setTimeout> | undefined;
const lockListeners = new Set<(locked: boolean) => void>();

/** Tells `listener` when the page's scroll locks (a first modal) and unlocks (the last one closed). */
export function onScrollLock(listener: (locked: boolean) => void): () => void {
  lockListeners.add(listener);
  return () => lockListeners.delete(listener);
}

function setLocked(locked: boolean): void {
  // The delayed unlock can outlive the page (a closed document, a torn-down test environment).
  if (typeof document === 'undefined') return;
  if ((document.body.dataset.scrollLocked === 'true') === locked) return;
  document.body.style.overflow = locked ? 'hidden' : '';
  if (locked) document.body.dataset.scrollLocked = 'true';
  else delete document.body.dataset.scrollLocked;
  for (const listener of lockListeners) listener(locked);
}

export function modalZIndex(index: number): number {
  return MODAL_Z_INDEX.base + MODAL_Z_INDEX.step * index;
}

/** Puts a modal on top; returns its stack index. */
export function pushModal(id: string): number {
  if (!stack.includes(id)) stack.push(id);
  clearTimeout(unlockTimer);
  setLocked(true);
  return stack.indexOf(id);
}

export function removeModal(id: string): void {
  const at = stack.indexOf(id);
  if (at >= 0) stack.splice(at, 1);
  if (stack.length > 0) return;
  clearTimeout(unlockTimer);
  unlockTimer = setTimeout(() => {
    if (stack.length === 0) setLocked(false);
  }, SCROLL_UNLOCK_DELAY_MS);
}

export function isTopModal(id: string): boolean {
  return stack[stack.length - 1] === id;
}
