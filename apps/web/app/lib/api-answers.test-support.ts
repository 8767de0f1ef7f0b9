/** Tests' API: a load context whose in-process API answers every call with one canned response. */
import type { AppLoadContext } from 'react-router';
import { vi } from 'vitest';

export function contextAnswering(response: Response) {
  const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => response);
  return { apiFetch, context: { apiFetch, vacanciesUrl: '' } as AppLoadContext };
}

/** The API's refusal to go on for now: 429 with a wait of 42 s. */
export const tooManyRequests = () =>
  Response.json(
    { error: { code: 'RATE_LIMITED', message: 'Too many requests, retry in 42 s' } },
    { status: 429, headers: { 'retry-after': '42' } },
  );

type Action = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<unknown>;

/** What a plain form's action answers when the API refuses with 429: what it threw, or returned. */
export async function actionAnswerWhenBusy(action: Action, fields: Record<string, string>): Promise<unknown> {
  const { context } = contextAnswering(tooManyRequests());
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://shop.test/action/', { method: 'POST', body: form });
  return action({ request, context, params: {} }).catch((error: unknown) => error);
}
