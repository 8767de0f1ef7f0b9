import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_TYPES_FILE, DOCUMENT_ENV, renderApiTypes } from './openapi-types.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(DOCUMENT_ENV);
});
afterAll(() => t.close());

it('the web’s committed API types are those of the OpenAPI document (else run npm run api:types)', async () => {
  expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await renderApiTypes(t.app));
});
