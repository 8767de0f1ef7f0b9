/**
 * /staff/products/{id}/: a product's names and descriptions per language, publication, prices per
 * country (old price for a discount), its sizes' own prices where they differ, and stock per SKU,
 * shop and warehouse, saved in one go; its own
 * pictures (added, moved, removed, alt texts) by forms of their own. The storefront shows a saved change
 * within seconds on every server process.
 */
import { CATALOGUE_LANGS } from '@storefront/domain/catalog-ops';
import type { FieldError } from '@storefront/domain/errors';
import { apiBase } from '@storefront/domain/routes';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import {
  productBodyOf,
  productFormValues,
  sizedSkus,
  skuPriceField,
  stockField,
} from '../../features/catalog-staff/product-form';
import { imagesBodyOf, ProductImages } from '../../features/catalog-staff/product-images';
import { staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { fieldMessage } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '../../ui/form-fields';
import { refusalText } from '../../ui/picture-uploader';
import { uploadEach } from '../../ui/picture-uploads';
import type { Route } from './+types/staff-product';

const LANG_NAMES = { ru: 'русский', en: 'English', kk: 'қазақша' } as const;

const idOf = (params: { id?: string }) => (/^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.has('saved');
  const page = await loadStaffPage(request, context, (api) =>
    api.get('/staff/products/{id}', { params: { path: { id: idOf(params) } } }),
  );
  return { product: page.data, saved };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = createApi(request, context);
  const form = await postedForm(request);
  const intent = String(form.get('intent') ?? 'save');
  const id = idOf(params);
  const path = { id };
  if (intent !== 'save') {
    try {
      if (intent === 'upload') {
        const { refused } = await uploadEach(form.getAll('image'), (bytes, name) =>
          api.post('/staff/products/{id}/images', {
            params: { path, query: { name } },
            body: bytes as never,
            headers: { 'content-type': 'application/octet-stream' },
          }),
        );
        if (refused.length > 0) return { values: undefined, fields: [], refused };
      } else await api.put('/staff/products/{id}/images', { params: { path }, body: imagesBodyOf(form) });
      return redirect(`/staff/products/${id}/?saved=1`);
    } catch (error) {
      // The pictures' forms keep no typed values: their errors show beside the stored ones.
      if (error instanceof ApiError && error.status === 400 && error.fields.length > 0)
        return { values: undefined, fields: error.fields as FieldError[] };
      throw staffRefusal(error);
    }
  }
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  try {
    const product = await api.get('/staff/products/{id}', { params: { path: { id } } });
    const { body, fields } = productBodyOf(form, product);
    if (fields.length > 0) return { values, fields };
    await api.put('/staff/products/{id}', { params: { path: { id } }, body });
    return redirect(`/staff/products/${id}/?saved=1`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      return { values, fields: error.fields as FieldError[] };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.products');
export const headers = staffHeaders;

export default function StaffProduct() {
  const { product, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const variant = useVariant();
  const values = result?.values ?? productFormValues(product);
  const error = (name: string) => {
    const field = result?.fields.find((f) => f.name === name);
    return field ? fieldMessage(t, name, field.message, field.params) : null;
  };
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: error(name) });
  // A size's prices are folded away unless it has its own or a refused value to show.
  const sizeHasError = (skuId: number) =>
    product.prices.some((p) =>
      (['price', 'oldPrice'] as const).some((part) => error(skuPriceField(skuId, p.variant, part)) !== null),
    );
  return (
    <section className="staff-page catalogue-product">
      <p>
        <Link to="/staff/products/">{t('staff.catalogue.back')}</Link>
      </p>
      <h1>
        {product.article} · {product.names.ru}
      </h1>
      <p>
        {product.category} · {product.brand} ·{' '}
        <a href={`/product/${product.slug}/`} target="_blank" rel="noreferrer">
          {t('staff.catalogue.view')}
        </a>
      </p>
      {saved && !result ? (
        <p role="status" className="staff-page__done">
          {t('staff.catalogue.saved')}
        </p>
      ) : null}
      <Form method="post" className="staff-form" key={JSON.stringify(productFormValues(product))} noValidate>
        <div className="staff-form__wide">
          <CheckboxField
            label={t('staff.catalogue.publishedYes')}
            name="published"
            defaultChecked={values.published === 'on'}
          />
        </div>
        <fieldset className="catalogue-product__group staff-form__wide">
          <legend>{t('staff.catalogue.texts')}</legend>
          {CATALOGUE_LANGS.map((lang) => (
            <div key={lang} className="catalogue-product__lang">
              <TextField
                label={t('staff.catalogue.nameIn', { lang: LANG_NAMES[lang] })}
                required={true}
                {...field(`names.${lang}`)}
              />
              <TextAreaField
                label={t('staff.catalogue.descriptionIn', { lang: LANG_NAMES[lang] })}
                rows={3}
                {...field(`descriptions.${lang}`)}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="catalogue-product__group staff-form__wide">
          <legend>{t('staff.catalogue.prices')}</legend>
          <div className="catalogue-product__prices">
            {product.prices.map((p) => (
              <div key={p.variant} className="catalogue-product__price">
                <TextField
                  label={`${t(`staff.variant.${p.variant}`)}: ${t('staff.catalogue.price')}`}
                  inputMode="decimal"
                  {...field(`prices.${p.variant}.price`)}
                />
                <TextField
                  label={`${t(`staff.variant.${p.variant}`)}: ${t('staff.catalogue.oldPrice')}`}
                  inputMode="decimal"
                  {...field(`prices.${p.variant}.oldPrice`)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        {sizedSkus(product).length > 0 ? (
          <fieldset className="catalogue-product__group staff-form__wide">
            <legend>{t('staff.catalogue.sizePrices')}</legend>
            {sizedSkus(product).map((sku) => (
              <details
                key={sku.id}
                className="catalogue-product__sku"
                open={sku.prices.some((p) => p.price !== null) || sizeHasError(sku.id)}
              >
                <summary>
                  {t('staff.catalogue.size')}: {sku.size}
                </summary>
                <div className="catalogue-product__prices">
                  {product.prices.map((p) => (
                    <div key={p.variant} className="catalogue-product__price">
                      <TextField
                        label={`${sku.size}, ${t(`staff.variant.${p.variant}`)}: ${t('staff.catalogue.price')}`}
                        inputMode="decimal"
                        {...field(skuPriceField(sku.id, p.variant, 'price'))}
                      />
                      <TextField
                        label={`${sku.size}, ${t(`staff.variant.${p.variant}`)}: ${t('staff.catalogue.oldPrice')}`}
                        inputMode="decimal"
                        {...field(skuPriceField(sku.id, p.variant, 'oldPrice'))}
                      />
                    </div>
                  ))}
                </div>
              </details>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="catalogue-product__group staff-form__wide">
          <legend>{t('staff.catalogue.stockTitle')}</legend>
          {product.skus.map((sku) => (
            <details key={sku.id} className="catalogue-product__sku" open={product.skus.length === 1}>
              <summary>
                {t('staff.catalogue.size')}: {sku.size ?? t('staff.catalogue.noSize')} —{' '}
                {sku.stock.reduce((sum, s) => sum + s.quantity, 0)}
              </summary>
              <div className="catalogue-product__stock">
                {product.stores.map((store) => (
                  <TextField
                    key={store.id}
                    label={`${store.city}, ${store.name}${store.kind === 'warehouse' ? ` (${t('staff.catalogue.warehouse')})` : ''}`}
                    inputMode="numeric"
                    {...field(stockField(sku.id, store.id))}
                  />
                ))}
              </div>
            </details>
          ))}
        </fieldset>
        <p className="staff-form__wide">
          <SubmitButton primary name="intent" value="save">
            {t('staff.catalogue.save')}
          </SubmitButton>
        </p>
      </Form>
      <ProductImages
        images={product.images}
        error={error}
        uploadUrl={`${apiBase(variant)}/staff/products/${product.id}/images`}
        refusals={(result && 'refused' in result ? (result.refused ?? []) : []).map((r) => refusalText(t, r))}
      />
    </section>
  );
}
