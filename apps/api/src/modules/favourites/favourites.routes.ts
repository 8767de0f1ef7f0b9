import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import { ensureSession, type SessionDeps } from '../identity/session-cookie.ts';
import { shopperScope } from '../identity/shopper.ts';
import {
  addFavouritesBody,
  favouriteIds,
  favouritesPage,
  favouritesQuery,
  removeFavouritesQuery,
  shareParams,
} from './favourites.schemas.ts';
import {
  addFavourites,
  listFavourites,
  removeFavourites,
  sharedOwnerKey,
  shareFavourites,
} from './favourites.service.ts';

export const favouritesRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  declareAccess(app, 'public');
  const { db } = deps;

  app.get(
    '/favorites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The shopper’s favourites as product cards, a page at a time',
        querystring: favouritesQuery,
        response: { 200: envelope(favouritesPage) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      return { data: await listFavourites(db, ownerKeyOf(session), shopperScope(session, request), request.query) };
    },
  );

  app.post(
    '/favorites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Add products to favourites (guests get a session); answers the whole set',
        body: addFavouritesBody,
        response: { 200: envelope(favouriteIds) },
      },
    },
    async (request, reply) => {
      const session = await ensureSession(deps, request, reply);
      return { data: await addFavourites(db, ownerKeyOf(session) as string, request.body.productIds) };
    },
  );

  app.delete(
    '/favorites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove the listed products from favourites, or all of them without productIds',
        querystring: removeFavouritesQuery,
        response: { 200: envelope(favouriteIds) },
      },
    },
    async (request) => {
      const key = ownerKeyOf(await request.currentSession());
      if (!key) return { data: { allItemsId: [], totalCountItems: 0 } };
      return { data: await removeFavourites(db, key, request.query.productIds) };
    },
  );

  app.post(
    '/favorites/shared',
    {
      schema: {
        tags: ['favourites'],
        summary: 'A sharing hash for the shopper’s favourites; /izbrannoe/{hash}/ shows them read-only to anyone',
        response: { 200: envelope(z.object({ hash: z.string() })) },
      },
    },
    async (request, reply) => {
      const session = await ensureSession(deps, request, reply);
      return { data: await shareFavourites(db, ownerKeyOf(session) as string) };
    },
  );

  app.get(
    '/favorites/shared/:sharingHash',
    {
      schema: {
        tags: ['favourites'],
        summary: 'A shared favourites list, read-only',
        params: shareParams,
        querystring: favouritesQuery,
        response: { 200: envelope(favouritesPage) },
      },
    },
    async (request) => {
      const key = await sharedOwnerKey(db, request.params.sharingHash);
      const session = await request.currentSession();
      return { data: await listFavourites(db, key, shopperScope(session, request), request.query) };
    },
  );
};
