/**
 * The stack of open modals: z-index base 1000 plus 2 per stacked index, and the body scroll lock
 * that holds while any modal is open and lifts 50 ms after the last one closes.
 */
import { MODAL_Z_INDEX, SCROLL_UNLOCK_DELAY_MS } from '@storefront/domain/constants';

const stack: string[] = [];
let unlockTimer: ReturnType<typeof setTimeout> | undefined;

export function modalZIndex(index: number): number {
  return MODAL_Z_INDEX.base + MODAL_Z_INDEX.step * index;
}

/** Puts a modal on top; returns its stack index. */
export function pushModal(id: string): number {
  if (!stack.includes(id)) stack.push(id);
  clearTimeout(unlockTimer);
  document.body.style.overflow = 'hidden';
  document.body.dataset.scrollLocked = 'true';
  return stack.indexOf(id);
}

export function removeModal(id: string): void {
  const at = stack.indexOf(id);
  if (at >= 0) stack.splice(at, 1);
  if (stack.length > 0) return;
  clearTimeout(unlockTimer);
  unlockTimer = setTimeout(() => {
    if (stack.length > 0) return;
    document.body.style.overflow = '';
    delete document.body.dataset.scrollLocked;
  }, SCROLL_UNLOCK_DELAY_MS);
}

export function isTopModal(id: string): boolean {
  return stack[stack.length - 1] === id;
}
