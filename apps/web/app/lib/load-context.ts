/** What the server hands every loader and action (see apps/api/src/web/web-handler.ts). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface WebLoadContext {
  /** Calls the API: in-process when web and API share one process, over HTTP otherwise. */
  apiFetch: ApiFetch;
  /** Where the vacancies route sends shoppers. */
  vacanciesUrl: string;
}

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
