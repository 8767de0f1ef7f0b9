/**
 * A product's own pictures on its back-office page: each a thumbnail with its alt text per language,
 * moved by dragging or by its own buttons (up, down, make it the main one: the first), or removed; and
 * an upload taking several pictures at once (ui/picture-uploader.tsx). Plain forms, so it all works
 * before hydration; the page's action sends what `imagesBodyOf` reads to the API.
 */
import { CATALOGUE_LANGS } from '@storefront/domain/catalog-ops';
import type { Picture as PictureData } from '@storefront/domain/pictures';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Form, useRevalidator, useSubmit } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { SubmitButton, TextField } from '../../ui/form-fields';
import { Picture } from '../../ui/picture';
import { PictureUploader } from '../../ui/picture-uploader';

export interface StaffProductImage {
  key: string;
  picture: PictureData;
  alt: Partial<Record<(typeof CATALOGUE_LANGS)[number], string>>;
}

const LANG_NAMES = { ru: 'русский', en: 'English', kk: 'қазақша' } as const;
/** What a picture being dragged carries, so a drop of files is told from a move. */
const DRAG_TYPE = 'application/x-picture-index';

/**
 * The pictures in the order the form asks for: as listed, with one moved (`images:move:from:to`,
 * which the up, down, main and drag moves all are) or removed (`images:remove:i`).
 */
export function imagesBodyOf(form: FormData) {
  const images = form.getAll('imageKey').map((key, i) => ({
    key: String(key),
    alt: Object.fromEntries(CATALOGUE_LANGS.map((lang) => [lang, String(form.get(`images.${i}.alt.${lang}`) ?? '')])),
  }));
  const [, change, a, b] = String(form.get('intent') ?? '').split(':');
  const from = Number(a);
  const to = Number(b);
  if (change === 'remove') images.splice(from, 1);
  if (change === 'move' && images[from] && to >= 0 && to < images.length)
    images.splice(to, 0, ...images.splice(from, 1));
  return { images };
}

export function ProductImages({
  images,
  error,
  uploadUrl,
  refusals,
}: {
  images: readonly StaffProductImage[];
  error: (name: string) => string | null;
  /** The API address taking one picture for this product. */
  uploadUrl: string;
  /** Refusals of an upload sent without scripts, each naming its file. */
  refusals?: readonly string[];
}) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState<string | null>(null);

  // After a move the moved picture keeps the focus, wherever it went (once the page has it).
  useEffect(() => {
    if (!moved) return;
    const item = form.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(moved)}"]`);
    if (item) {
      item.focus();
      setMoved(null);
    }
  });

  const move = (from: number, to: number) => {
    if (!form.current || from === to) return;
    const data = new FormData(form.current);
    data.set('intent', `images:move:${from}:${to}`);
    setMoved(images[from]?.key ?? null);
    void submit(data, { method: 'post' });
  };
  // The dragged picture's place travels with the drag (readable at the drop), not in this state,
  // which only dims it.
  const onDrop = (event: DragEvent, to: number) => {
    const from = event.dataTransfer.getData(DRAG_TYPE);
    if (from === '') return;
    event.preventDefault();
    setDragged(null);
    move(Number(from), to);
  };

  return (
    <section className="catalogue-product__group catalogue-images" aria-labelledby="product-images-title">
      <h2 id="product-images-title">{t('staff.catalogue.images')}</h2>
      {images.length === 0 ? <p>{t('staff.catalogue.imagesNone')}</p> : null}
      {images.length > 0 ? (
        <Form ref={form} method="post" className="catalogue-images__list" noValidate>
          <ol>
            {images.map((image, i) => (
              <li
                key={image.key}
                data-key={image.key}
                tabIndex={-1}
                aria-labelledby={`product-image-${i}`}
                className={`catalogue-images__item${dragged === i ? ' catalogue-images__item--dragged' : ''}`}
                onDragOver={(event) => {
                  if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
                }}
                onDrop={(event) => onDrop(event, i)}
              >
                <input type="hidden" name="imageKey" value={image.key} />
                {/* The thumbnail is what is dragged: the alt text fields keep their own text selection. */}
                <div
                  className="catalogue-images__handle"
                  title={t('pictures.drag')}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, String(i));
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(i);
                  }}
                  onDragEnd={() => setDragged(null)}
                >
                  <Picture picture={image.picture} alt="" sizes="96px" width={96} />
                </div>
                <div className="catalogue-images__fields">
                  <p className="catalogue-images__number" id={`product-image-${i}`}>
                    {t('staff.catalogue.imageNumber', { n: i + 1 })}
                    {i === 0 ? <span className="catalogue-images__main"> · {t('pictures.isMain')}</span> : null}
                  </p>
                  {CATALOGUE_LANGS.map((lang) => (
                    <TextField
                      key={lang}
                      label={t('staff.catalogue.imageAlt', { lang: LANG_NAMES[lang] })}
                      name={`images.${i}.alt.${lang}`}
                      defaultValue={image.alt[lang] ?? ''}
                      error={error(`images.${i}.alt.${lang}`)}
                    />
                  ))}
                  <MoveButtons index={i} count={images.length} onMove={move} />
                </div>
              </li>
            ))}
          </ol>
          <SubmitButton primary name="intent" value="images">
            {t('staff.catalogue.imagesSave')}
          </SubmitButton>
        </Form>
      ) : null}
      <PictureUploader
        uploadUrl={uploadUrl}
        onUploaded={() => void revalidator.revalidate()}
        refusals={[...(refusals ?? []), ...(error('image') ? [error('image') as string] : [])]}
      />
    </section>
  );
}

/**
 * A picture's buttons. Each is a submit of the list's form (so they work without scripts); with
 * scripts they move through the same `move` as a drag, which keeps the focus on the moved picture.
 */
function MoveButtons({
  index: i,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useI18n();
  const button = (to: number, label: string) => (
    <SubmitButton
      name="intent"
      value={`images:move:${i}:${to}`}
      onClick={(event) => {
        event.preventDefault();
        onMove(i, to);
      }}
    >
      {label}
    </SubmitButton>
  );
  return (
    <p className="catalogue-images__buttons">
      {i > 0 ? button(0, t('pictures.main', { n: i + 1 })) : null}
      {i > 0 ? button(i - 1, t('staff.catalogue.imageUp', { n: i + 1 })) : null}
      {i < count - 1 ? button(i + 1, t('pictures.down', { n: i + 1 })) : null}
      <SubmitButton name="intent" value={`images:remove:${i}`}>
        {t('staff.catalogue.imageRemove', { n: i + 1 })}
      </SubmitButton>
    </p>
  );
}
