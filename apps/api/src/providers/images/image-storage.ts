/**
 * Where content pictures live. One interface; a local adapter (files under DATA_DIR) that works on
 * any machine, and an S3-compatible adapter (AWS, MinIO, Yandex Object Storage…) for production.
 * Keys are relative paths such as `news/2026/cover.jpg`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { signS3Request } from './s3-signature.ts';

export interface StoredImage {
  body: Buffer;
  contentType: string;
}

export interface ImageStorage {
  get(key: string): Promise<StoredImage | null>;
  put(key: string, image: StoredImage): Promise<void>;
}

/** Keys are a few path segments of letters, digits, dots, dashes and underscores. */
export const IMAGE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,5}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export function contentTypeOf(key: string): string | null {
  return TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

function checkKey(key: string): void {
  if (!IMAGE_KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new RangeError(`bad image key ${key}`);
  }
}

export function createLocalImageStorage(root: string): ImageStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new RangeError(`bad image key ${key}`);
    return path;
  };
  return {
    async get(key) {
      const contentType = contentTypeOf(key);
      if (!contentType) return null;
      try {
        return { body: await readFile(pathOf(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, image) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, image.body);
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Path-style requests (`{endpoint}/{bucket}/{key}`) signed with AWS Signature V4. */
export function createS3ImageStorage(settings: S3Settings, fetchImpl: typeof fetch = fetch): ImageStorage {
  const urlOf = (key: string) => {
    checkKey(key);
    return new URL(`${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${key}`);
  };
  return {
    async get(key) {
      const url = urlOf(key);
      const headers = signS3Request(settings, { method: 'GET', url, body: Buffer.alloc(0), now: new Date() });
      const response = await fetchImpl(url, { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${key}`);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? contentTypeOf(key) ?? 'application/octet-stream',
      };
    },
    async put(key, image) {
      const url = urlOf(key);
      const headers = signS3Request(settings, {
        method: 'PUT',
        url,
        body: image.body,
        now: new Date(),
        contentType: image.contentType,
      });
      const response = await fetchImpl(url, { method: 'PUT', headers, body: new Uint8Array(image.body) });
      if (!response.ok) throw new Error(`object storage answered ${response.status} for ${key}`);
    },
  };
}

/** The adapter the configuration names. */
export function createImageStorage(config: {
  IMAGE_STORAGE: 'local' | 's3';
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): ImageStorage {
  if (config.IMAGE_STORAGE === 's3') {
    return createS3ImageStorage({
      endpoint: config.S3_ENDPOINT ?? '',
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return createLocalImageStorage(join(config.DATA_DIR, 'images'));
}
