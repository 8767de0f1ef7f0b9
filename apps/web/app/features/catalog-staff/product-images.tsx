/**
 * A product's own pictures on its back-office page: each with its alt text per language, moved up or
 * removed by its own button, and a form to add one. Plain forms, so it all works before hydration;
 * the page's action sends what `imagesBodyOf` reads to the API.
 */
import { CATALOGUE_LANGS } from '@storefront/domain/catalog-ops';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { SubmitButton, TextField } from '../../ui/form-fields';

export interface StaffProductImage {
  key: string;
  src: string;
  width: number;
  height: number;
  alt: Partial<Record<(typeof CATALOGUE_LANGS)[number], string>>;
}

const LANG_NAMES = { ru: 'русский', en: 'English', kk: 'қазақша' } as const;

/** The pictures in the order the form asks for: as listed, with one moved up or removed by the button pressed. */
export function imagesBodyOf(form: FormData) {
  const images = form.getAll('imageKey').map((key, i) => ({
    key: String(key),
    alt: Object.fromEntries(CATALOGUE_LANGS.map((lang) => [lang, String(form.get(`images.${i}.alt.${lang}`) ?? '')])),
  }));
  const [, move, at] = String(form.get('intent') ?? '').split(':');
  const i = Number(at);
  if (move === 'remove') images.splice(i, 1);
  if (move === 'up' && i > 0) images.splice(i - 1, 0, ...images.splice(i, 1));
  return { images };
}

export function ProductImages({
  images,
  error,
}: {
  images: readonly StaffProductImage[];
  error: (name: string) => string | null;
}) {
  const { t } = useI18n();
  return (
    <section className="catalogue-product__group catalogue-images" aria-labelledby="product-images-title">
      <h2 id="product-images-title">{t('staff.catalogue.images')}</h2>
      {images.length === 0 ? <p>{t('staff.catalogue.imagesNone')}</p> : null}
      {images.length > 0 ? (
        <Form method="post" className="catalogue-images__list" noValidate>
          <ol>
            {images.map((image, i) => (
              <li key={image.key} className="catalogue-images__item">
                <input type="hidden" name="imageKey" value={image.key} />
                <img src={image.src} alt="" width={96} height={Math.round((96 * image.height) / image.width)} />
                <div className="catalogue-images__fields">
                  <p className="catalogue-images__number">{t('staff.catalogue.imageNumber', { n: i + 1 })}</p>
                  {CATALOGUE_LANGS.map((lang) => (
                    <TextField
                      key={lang}
                      label={t('staff.catalogue.imageAlt', { lang: LANG_NAMES[lang] })}
                      name={`images.${i}.alt.${lang}`}
                      defaultValue={image.alt[lang] ?? ''}
                      error={error(`images.${i}.alt.${lang}`)}
                    />
                  ))}
                  <p className="catalogue-images__buttons">
                    {i > 0 ? (
                      <SubmitButton name="intent" value={`images:up:${i}`}>
                        {t('staff.catalogue.imageUp', { n: i + 1 })}
                      </SubmitButton>
                    ) : null}
                    <SubmitButton name="intent" value={`images:remove:${i}`}>
                      {t('staff.catalogue.imageRemove', { n: i + 1 })}
                    </SubmitButton>
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <SubmitButton primary name="intent" value="images">
            {t('staff.catalogue.imagesSave')}
          </SubmitButton>
        </Form>
      ) : null}
      {/* Keyed by the pictures, so the chosen file is cleared once it is one of them. */}
      <Form
        method="post"
        encType="multipart/form-data"
        className="staff-form catalogue-images__upload"
        key={images.map((image) => image.key).join()}
      >
        <input type="hidden" name="intent" value="upload" />
        <TextField
          label={t('staff.catalogue.imageFile')}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          error={error('image')}
        />
        <SubmitButton>{t('staff.catalogue.imageUpload')}</SubmitButton>
      </Form>
    </section>
  );
}
