/** Loaders of back-office pages: the API's refusal becomes the page's 401/403 (drawn by the staff layout). */
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
