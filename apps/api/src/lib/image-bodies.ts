/**
 * Picture uploads of the back office come as the request body itself, not as a form: the route
 * takes the bytes whatever type the browser claims, and the real type is checked from the bytes.
 */
import { CONTENT_IMAGE_TYPES, CONTENT_LIMITS } from '@storefront/domain/content-markup';
import type { FastifyInstance } from 'fastify';

/** The body types a picture upload is taken with (also what its OpenAPI entry consumes). */
export const IMAGE_BODY_TYPES = [...CONTENT_IMAGE_TYPES, 'application/octet-stream'];

/** Lets the plugin's routes take a picture's bytes as their body, up to twice the stored limit. */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    IMAGE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: CONTENT_LIMITS.imageBytes * 2 },
    (_request, body, done) => done(null, body),
  );
}
