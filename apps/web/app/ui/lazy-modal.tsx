/** The Modal, fetched when the page is idle or first opens one (ui/lazy-popup.tsx). */
import { lazyPopup } from './lazy-popup';

export const LazyModal = lazyPopup(() => import('./modal').then((m) => m.Modal));
