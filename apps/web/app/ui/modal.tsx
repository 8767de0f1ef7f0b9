/**
 * The one modal of the product. Lifecycle open → opened → closing → closed; Escape and an outside
 * click close it unless disabled; on touch a swipe down closes it; stacked modals get z-index
 * 1000 + 2 × index; the page behind does not scroll; focus stays inside and returns to the opener.
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../lib/i18n';
import { focusableIn, trapTab } from './focus-trap';
import { isTopModal, modalZIndex, pushModal, removeModal } from './modal-stack';
import { swipeCloses } from './swipe';

export type ModalState = 'open' | 'opened' | 'closing' | 'closed';

const TRANSITION_MS = 200;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Escape, outside click and swipe do nothing (e.g. while a request runs). */
  disableClose?: boolean;
  /** Layout: a centred dialog, or a sheet from the bottom on small screens. */
  kind?: 'dialog' | 'sheet';
  /** Called with each lifecycle state, for callers that need to react (reset forms on closed). */
  onStateChange?: (state: ModalState) => void;
  className?: string;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  disableClose,
  kind = 'dialog',
  onStateChange,
  className,
}: ModalProps) {
  const [state, setState] = useState<ModalState>(open ? 'open' : 'closed');
  const [index, setIndex] = useState(0);
  const id = useId();
  const titleId = `${id}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  // A modal mounted open (its code fetched on the first opening: ui/lazy-popup.tsx) has its opener
  // focused now.
  const opener = useRef<Element | null>(open && typeof document !== 'undefined' ? document.activeElement : null);
  const swipe = useRef<{ y: number; t: number } | null>(null);
  const { t } = useI18n();

  useEffect(() => {
    if (open && (state === 'closed' || state === 'closing')) {
      opener.current = document.activeElement;
      setState('open');
    } else if (!open && (state === 'open' || state === 'opened')) {
      setState('closing');
    }
  }, [open, state]);

  useEffect(() => {
    onStateChange?.(state);
    if (state === 'open') {
      setIndex(pushModal(id));
      const frame = requestAnimationFrame(() => setState('opened'));
      return () => cancelAnimationFrame(frame);
    }
    // The first control of the content, not the close button, gets the focus, unless the shopper
    // is already in a field of the modal (a click during the opening frame keeps its place).
    if (state === 'opened' && !panel.current?.contains(document.activeElement)) {
      const body = panel.current?.querySelector<HTMLElement>('.modal__body');
      const target = panel.current && ((body && focusableIn(body)[0]) ?? panel.current);
      target?.focus();
    }
    if (state === 'closing') {
      const timer = setTimeout(() => setState('closed'), TRANSITION_MS);
      return () => clearTimeout(timer);
    }
    if (state === 'closed') {
      removeModal(id);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
    return undefined;
  }, [state, id, onStateChange]);

  useEffect(() => () => removeModal(id), [id]);

  const requestClose = useCallback(() => {
    if (!disableClose) onClose();
  }, [disableClose, onClose]);

  // Listening from the first frame: an Escape pressed while the opening transition runs still closes.
  useEffect(() => {
    if (state !== 'open' && state !== 'opened') return;
    const onKey = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !panel.current) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
      } else trapTab(event, panel.current);
    };
    // A press on the backdrop itself (outside the panel) closes the modal.
    const onOutside = (event: MouseEvent) => {
      if (event.target === backdrop.current) requestClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onOutside);
    };
  }, [state, id, requestClose]);

  if (state === 'closed' || typeof document === 'undefined') return null;

  return createPortal(
    <div
      ref={backdrop}
      className={`modal modal--${kind} modal--${state}`}
      style={{ zIndex: modalZIndex(index) }}
      data-state={state}
    >
      <div
        ref={panel}
        className={`modal__panel ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onPointerDown={(e) => {
          if (e.pointerType === 'touch') swipe.current = { y: e.clientY, t: e.timeStamp };
        }}
        onPointerUp={(e) => {
          const start = swipe.current;
          swipe.current = null;
          if (!start || !panel.current) return;
          if (swipeCloses(e.clientY - start.y, panel.current.offsetHeight, e.timeStamp - start.t)) requestClose();
        }}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {disableClose ? null : (
            <button type="button" className="modal__close" onClick={requestClose} aria-label={t('modal.close')}>
              ×
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
