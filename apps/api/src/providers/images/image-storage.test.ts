import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage, createS3ImageStorage } from './image-storage.ts';
import { signS3Request } from './s3-signature.ts';

const dir = mkdtempSync(join(tmpdir(), 'images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local image storage', () => {
  it('keeps and returns a picture by key, and answers null for a missing one', async () => {
    const storage = createLocalImageStorage(dir);
    await storage.put('news/2026/cover.png', { body: Buffer.from('png'), contentType: 'image/png' });
    expect(await storage.get('news/2026/cover.png')).toEqual({ body: Buffer.from('png'), contentType: 'image/png' });
    expect(await storage.get('news/2026/other.png')).toBeNull();
  });

  it('refuses keys that leave its folder', async () => {
    const storage = createLocalImageStorage(dir);
    await expect(storage.get('../secret.png')).rejects.toThrow(RangeError);
    await expect(storage.put('a/../../b.png', { body: Buffer.from(''), contentType: 'image/png' })).rejects.toThrow();
  });
});

describe('S3-compatible image storage', () => {
  const settings = {
    endpoint: 'https://storage.example.com',
    bucket: 'shop',
    region: 'ru-central1',
    accessKeyId: 'AKID',
    secretAccessKey: 'secret',
  };

  it('sends signed path-style requests and reads the answer', async () => {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const calls: { url: string; method: string; auth: string }[] = [];
    const fakeFetch = (async (input: URL | string, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      calls.push({ url, method: init?.method ?? 'GET', auth: headers.get('authorization') ?? '' });
      if (init?.method === 'PUT') {
        objects.set(url, { body: Buffer.from(init.body as Uint8Array), type: headers.get('content-type') ?? '' });
        return new Response(null, { status: 200 });
      }
      const found = objects.get(url);
      return found
        ? new Response(new Uint8Array(found.body), { headers: { 'content-type': found.type } })
        : new Response('missing', { status: 404 });
    }) as typeof fetch;
    const storage = createS3ImageStorage(settings, fakeFetch);
    await storage.put('looks/1.jpg', { body: Buffer.from('jpeg'), contentType: 'image/jpeg' });
    expect(await storage.get('looks/1.jpg')).toEqual({ body: Buffer.from('jpeg'), contentType: 'image/jpeg' });
    expect(await storage.get('looks/2.jpg')).toBeNull();
    expect(calls[0]).toMatchObject({ url: 'https://storage.example.com/shop/looks/1.jpg', method: 'PUT' });
    expect(calls[0]?.auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/ru-central1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('signs deterministically for a given time', () => {
    const input = {
      method: 'GET' as const,
      url: new URL('https://storage.example.com/shop/a.png'),
      body: Buffer.alloc(0),
      now: new Date('2026-01-02T03:04:05Z'),
    };
    const a = signS3Request(settings, input);
    expect(a['x-amz-date']).toBe('20260102T030405Z');
    expect(signS3Request(settings, input)).toEqual(a);
    expect(signS3Request({ ...settings, secretAccessKey: 'other' }, input).authorization).not.toBe(a.authorization);
  });
});
