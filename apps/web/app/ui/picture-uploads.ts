/**
 * Uploading pictures from the browser: one request per picture (its bytes as the body), at most three
 * at a time, each reporting its progress; a file that cannot be a picture the shop takes is refused
 * before it is sent. The API still checks every picture by its bytes.
 */
import {
  PICTURE_INPUT_TYPES,
  PICTURE_LIMITS,
  PICTURE_MESSAGE_PARAMS,
  PICTURE_MESSAGES,
  type PictureProblem,
} from '@storefront/domain/pictures';
import { ApiError } from '../lib/api';

export const UPLOAD_CONCURRENCY = 3;

/**
 * What is wrong with a file before it is sent, as the API would say it. A type the browser does not
 * know ('') is left to the API, which reads the bytes.
 */
export function fileProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (file.size === 0) return 'empty';
  if (file.type !== '' && !(PICTURE_INPUT_TYPES as readonly string[]).includes(file.type)) return 'notPicture';
  if (file.size > PICTURE_LIMITS.bytes) return 'tooLarge';
  return null;
}

/** A refusal of a file for a problem found before it was sent, in the API's terms. */
export function problemRefusal(file: string, problem: PictureProblem): FileRefusal {
  return { file, message: PICTURE_MESSAGES[problem], params: { file, ...PICTURE_MESSAGE_PARAMS } };
}

/** Runs `work` on every item, at most `limit` at a time, and answers when all are done. */
export async function runLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export interface UploadAnswer {
  /** The HTTP status; 0 when the request did not complete (network, aborted). */
  status: number;
  /** The answer's JSON, or null. */
  body: unknown;
}

/**
 * Sends a file as the request body with XMLHttpRequest, whose upload reports progress (fetch's does not),
 * calling `onProgress` with the percentage sent.
 */
export function sendFile(url: string, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', withFileName(url, file.name));
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('x-forwarded-host', window.location.host);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / Math.max(1, event.total)) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.onabort = () => resolve({ status: 0, body: null });
    request.send(file);
  });
}

/** The upload's address with the file's name, which the API's refusal names. */
export function withFileName(url: string, name: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}name=${encodeURIComponent(name.slice(0, 255))}`;
}

/** The first field error of an API refusal (`{ error: { fields: [...] } }`), if any. */
export function refusalOf(body: unknown): { message: string; params: Record<string, string> } | null {
  const fields = (body as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (!Array.isArray(fields)) return null;
  const first = fields[0] as { message?: unknown; params?: unknown } | undefined;
  if (typeof first?.message !== 'string') return null;
  const params = first.params && typeof first.params === 'object' ? (first.params as Record<string, string>) : {};
  return { message: first.message, params };
}

/** A picture the API refused: its file's name and the field error. */
export interface FileRefusal {
  file: string;
  message: string;
  params: Record<string, string>;
}

/**
 * A form's files (without scripts: the page's action) sent one after another, each with its name;
 * answers the API's answers to those taken and the refusals (with a field error) naming their files.
 * Any other failure is thrown, as the page's other calls.
 */
export async function uploadEach<T>(
  entries: readonly FormDataEntryValue[],
  send: (bytes: Uint8Array, name: string) => Promise<T>,
): Promise<{ taken: T[]; refused: FileRefusal[] }> {
  const taken: T[] = [];
  const refused: FileRefusal[] = [];
  for (const file of entries) {
    if (!(file instanceof File) || (file.name === '' && file.size === 0)) continue;
    try {
      taken.push(await send(new Uint8Array(await file.arrayBuffer()), file.name));
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? error.fields[0] : undefined;
      if (!field) throw error;
      refused.push({ file: file.name, message: field.message, params: { ...field.params, file: file.name } });
    }
  }
  return { taken, refused };
}
