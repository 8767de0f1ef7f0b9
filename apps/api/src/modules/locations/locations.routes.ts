import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { ensureSession, type SessionDeps } from '../identity/session-cookie.ts';
import {
  countrySchema,
  locationSchema,
  locationsQuery,
  receivedLocation,
  setLocationBody,
} from './locations.schemas.ts';
import { popularLocations, searchLocations, setLocation } from './locations.service.ts';

export const locationsRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  declareAccess(app, 'public');
  declareRevalidated(app);
  const { db } = deps;

  app.get(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        summary: 'City search by Russian, English or Kazakh name: prefix matches first, then close misspellings',
        querystring: locationsQuery,
        response: { 200: envelope(z.array(receivedLocation)) },
      },
    },
    async (request) => ({
      data: await searchLocations(db, { ...request.query, locale: request.locale }),
    }),
  );

  app.get(
    '/locations/popular',
    {
      schema: {
        tags: ['locations'],
        summary: 'Countries of the city picker with their popular cities',
        response: { 200: envelope(z.array(countrySchema)) },
      },
    },
    async (request) => ({ data: await popularLocations(db, request.locale) }),
  );

  // The spec's clients call it with a trailing slash; both spellings answer, the OpenAPI lists one.
  for (const url of ['/users/location', '/users/location/']) {
    app.post(
      url,
      {
        schema: {
          hide: url.endsWith('/'),
          tags: ['locations'],
          summary: 'Choose the shopper’s city (guests get a session); clears the basket’s delivery choices',
          body: setLocationBody,
          response: { 200: envelope(locationSchema) },
        },
      },
      async (request, reply) => {
        const session = await ensureSession(deps, request, reply);
        return {
          data: await setLocation(db, session, { locationCode: request.body.locationCode, locale: request.locale }),
        };
      },
    );
  }
};
