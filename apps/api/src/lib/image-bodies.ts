/**
 * Picture uploads of the back office come as the request body itself, not as a form: the route
 * takes the bytes whatever type the browser claims, and the real type is checked from the bytes.
 */
import { PICTURE_INPUT_TYPES, PICTURE_LIMITS } from '@storefront/domain/pictures';
import type { FastifyInstance } from 'fastify';

/** The body types a picture upload is taken with (also what its OpenAPI entry consumes). */
export const IMAGE_BODY_TYPES = [...PICTURE_INPUT_TYPES, 'application/octet-stream'];

/**
 * Lets the plugin's routes take a picture's bytes as their body: somewhat past the limit, so a file
 * just over it is refused by name rather than cut off.
 */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    IMAGE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: PICTURE_LIMITS.bytes + 8 * 2 ** 20 },
    (_request, body, done) => done(null, body),
  );
}
