/** Loaders of back-office pages: the API's refusal becomes the page's 401/403 (drawn by the staff layout). */
import type { FieldError } from '@storefront/domain/errors';
import { type AppLoadContext, data } from 'react-router';
import { type Api, ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { STAFF_HEADERS } from './staff-page';

/** Runs `load` on the API as the page's staff member; 401 and 403 are thrown as the page's status. */
export async function loadStaffPage<T>(request: Request, context: AppLoadContext, load: (api: Api) => Promise<T>) {
  try {
    return data(await load(createApi(request, context)), { headers: STAFF_HEADERS });
  } catch (error) {
    throw staffRefusal(error);
  }
}

/** An API refusal as the page's own error: 401/403/404/409/400 keep their status and message. */
export function staffRefusal(error: unknown): unknown {
  if (error instanceof ApiError && error.status < 500) {
    return data({ message: error.message }, { status: error.status, headers: STAFF_HEADERS });
  }
  return error;
}

/** What an editor's form gets back from a refused save. */
export interface RefusedSave<V> {
  values: V;
  fields: FieldError[];
  /** When someone else saved the item after this form was loaded (409). */
  savedMeanwhile?: string;
}

/**
 * A save the API refused, as its form shows it: the fields it named (400), or, when someone saved
 * the item meanwhile (409), the editor's values with that version's time, so that saving them again
 * knowingly replaces it. Null for anything else, which is not the form's to show.
 */
export async function refusedSave<V extends { updatedAt: string }>(
  error: unknown,
  values: V,
  currentUpdatedAt: () => Promise<string>,
): Promise<RefusedSave<V> | null> {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 400 && error.fields.length > 0) return { values, fields: error.fields as FieldError[] };
  if (error.status !== 409) return null;
  const updatedAt = await currentUpdatedAt();
  return { values: { ...values, updatedAt }, fields: [], savedMeanwhile: updatedAt };
}
