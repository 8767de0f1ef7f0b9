/**
 * The gallery's full-size picture in a dialog: a click (or a tap) zooms in twice on the point pressed
 * and the picture then follows the mouse; on a touch screen two fingers pinch from 1× to 4× and one
 * finger pans. The arrow keys page through the pictures, Escape closes (the modal), and a button zooms
 * for those without a pointer. Fetched when first needed (lazyPopup), like the modal itself.
 */
import { type ReactNode, type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { Picture } from '../../ui/picture';
import type { GalleryImage } from './gallery';
import { followPointer, panBy, pinchOf, UNZOOMED, ZOOM, type ZoomView, zoomAt } from './zoom-view';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  images: readonly GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
}

export function GalleryZoom({ open, onClose, title, images, index, onIndex }: Props) {
  const { t } = useI18n();
  const image = images[index];
  const go = (delta: number) => onIndex((index + delta + images.length) % images.length);

  useEffect(() => {
    if (!open || images.length < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndex((index + (event.key === 'ArrowRight' ? 1 : -1) + images.length) % images.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, images.length, index, onIndex]);

  if (!image) return null;
  const counter = t('product.photo', { index: index + 1, total: images.length });
  return (
    <Modal open={open} onClose={onClose} title={title} className="zoom-modal">
      <figure className="zoom">
        {/* Keyed by the picture: another one starts unzoomed. */}
        <ZoomStage
          key={image.picture.src}
          image={image}
          before={
            images.length > 1 ? (
              <button type="button" className="button zoom__step" onClick={() => go(-1)}>
                <span aria-hidden="true">←</span> <span className="zoom__step-text">{t('product.prevPhoto')}</span>
              </button>
            ) : null
          }
          after={
            images.length > 1 ? (
              <button type="button" className="button zoom__step" onClick={() => go(1)}>
                <span className="zoom__step-text">{t('product.nextPhoto')}</span> <span aria-hidden="true">→</span>
              </button>
            ) : null
          }
        />
        <figcaption className="zoom__caption">
          <span aria-live="polite">{counter}</span>
          <span className="zoom__hint">{t('gallery.zoomHint')}</span>
        </figcaption>
      </figure>
    </Modal>
  );
}

type Point = { x: number; y: number };

/**
 * The full-size picture: on a phone as wide as the screen (pinching past 2× gets no sharper, but a
 * 1920 px photograph is not sent over a phone's connection for a glance); elsewhere the largest there is.
 * Its srcset offers the picture's own width too (`whole`): a 1200 px packshot whole, not its 960.
 */
const ZOOM_SIZES = '(max-width: 759px) 100vw, 1920px';

/** Pointer gestures on one picture; stopped here so the modal's swipe-to-close does not see them. */
/** The picture and, under it, the zoom button between `before` and `after` (the paging buttons). */
function ZoomStage({ image, before, after }: { image: GalleryImage; before: ReactNode; after: ReactNode }) {
  const { t } = useI18n();
  const stage = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ZoomView>(UNZOOMED);
  const touches = useRef(new Map<number, Point>());
  const gesture = useRef<{ distance: number; moved: boolean }>({ distance: 0, moved: false });
  const { width, height } = image.picture;

  const boxOf = () => {
    const rect = stage.current?.getBoundingClientRect();
    return { left: rect?.left ?? 0, top: rect?.top ?? 0, width: rect?.width ?? 1, height: rect?.height ?? 1 };
  };
  const local = (event: { clientX: number; clientY: number }) => {
    const box = boxOf();
    return { x: event.clientX - box.left, y: event.clientY - box.top, box };
  };
  const toggle = (at: Point | null) => {
    const box = boxOf();
    setView((v) =>
      v.scale > 1 ? UNZOOMED : followPointer(ZOOM.click, at?.x ?? box.width / 2, at?.y ?? box.height / 2, box),
    );
  };

  const onDown = (event: ReactPointerEvent) => {
    event.stopPropagation();
    if (event.pointerType === 'mouse') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...touches.current.values()];
    gesture.current = { distance: a && b ? pinchOf(a, b).distance : 0, moved: false };
  };
  const onMove = (event: ReactPointerEvent) => {
    const { x, y, box } = local(event);
    if (event.pointerType === 'mouse') {
      if (view.scale > 1) setView((v) => followPointer(v.scale, x, y, box));
      return;
    }
    const before = touches.current.get(event.pointerId);
    if (!before) return;
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...touches.current.values()];
    if (a && b) {
      const pinch = pinchOf(a, b);
      const ratio = pinch.distance / Math.max(1, gesture.current.distance);
      gesture.current = { distance: pinch.distance, moved: true };
      setView((v) => zoomAt(v, v.scale * ratio, pinch.x - box.left, pinch.y - box.top, box));
    } else if (view.scale > 1) {
      gesture.current.moved = true;
      setView((v) => panBy(v, event.clientX - before.x, event.clientY - before.y, box));
    }
  };
  const onUp = (event: ReactPointerEvent) => {
    event.stopPropagation();
    touches.current.delete(event.pointerId);
    gesture.current.distance = 0;
  };

  return (
    <>
      <div
        ref={stage}
        className={`zoom__stage${view.scale > 1 ? ' zoom__stage--in' : ''}`}
        style={{ width: `min(100%, calc(72dvh * ${width / Math.max(1, height)}))` }}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onClick={(event) => {
          // A pinch or a pan ends without a zoom of its own.
          if (gesture.current.moved) gesture.current.moved = false;
          else toggle(local(event));
        }}
      >
        <div
          className="zoom__layer"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          data-scale={view.scale}
        >
          <Picture picture={image.picture} alt={image.alt} sizes={ZOOM_SIZES} whole className="zoom__image" />
        </div>
      </div>
      <div className="zoom__nav">
        {before}
        <button type="button" className="button" aria-pressed={view.scale > 1} onClick={() => toggle(null)}>
          {t('gallery.zoomIn')}
        </button>
        {after}
      </div>
    </>
  );
}
