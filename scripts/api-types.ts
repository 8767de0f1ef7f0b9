// `npm run api:types`: builds the API in this process on an empty in-memory database, reads its
// OpenAPI document and writes the web's API types (apps/api/src/openapi-types.ts). No server needed.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { API_TYPES_FILE, DOCUMENT_ENV, renderApiTypes } from '../apps/api/src/openapi-types.ts';

const database = await openDatabase({ memory: true });
await database.migrate();
const app = await buildApp({ config: loadConfig(DOCUMENT_ENV), database });
await app.ready();
writeFileSync(API_TYPES_FILE, await renderApiTypes(app));
await app.close();
await database.close();
console.log(`wrote ${API_TYPES_FILE}`);
