/**
 * The shared render of a page with a session (page-keys.ts `sharedSessionPage`): the host reads the
 * page's API as a guest of the shopper's city by this header, which only this process can write
 * (it carries a secret made at start). The API's session plugin takes a request carrying it as that
 * city's guest and drops anyone else's as the request arrives.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const SHARED_RENDER_HEADER = 'x-shared-render';
const sharedRenderSecret = randomBytes(24).toString('base64url');

/** The header's value for a shared render in a city (null: the variant's default city). */
export function sharedRenderHeader(cityId: number | null): string {
  return `${sharedRenderSecret}.${cityId ?? ''}`;
}

/** The shared render a request is part of, with its city; null when it is none (or the header is forged). */
export function sharedRender(value: string | string[] | undefined): { cityId: number | null } | null {
  if (typeof value !== 'string') return null;
  const dot = value.lastIndexOf('.');
  if (dot < 0) return null;
  const secret = Buffer.from(value.slice(0, dot));
  const own = Buffer.from(sharedRenderSecret);
  if (secret.length !== own.length || !timingSafeEqual(secret, own)) return null;
  const city = value.slice(dot + 1);
  if (city === '') return { cityId: null };
  const cityId = Number(city);
  return Number.isSafeInteger(cityId) && cityId > 0 ? { cityId } : null;
}

/** An API call of a shared render: the API answers it as no one in the city. */
export function asSharedRender(init: RequestInit | undefined, cityId: number | null): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set(SHARED_RENDER_HEADER, sharedRenderHeader(cityId));
  return { ...init, headers };
}
