/**
 * Work done on behalf of a request already admitted: a page's in-process API calls run inside it.
 * The load shedder never sheds them, and the cookie hook leaves their answers to the page's own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const admitted = new AsyncLocalStorage<true>();

export function withinAdmittedRequest<T>(work: () => T): T {
  return admitted.run(true, work);
}

export function isWithinAdmittedRequest(): boolean {
  return admitted.getStore() === true;
}
