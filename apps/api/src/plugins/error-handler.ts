/** One error handler: every failure leaves as `{error: {code, message, fields?}}` with the right status. */
import { type ApiErrorBody, ERROR_CODES, type FieldError } from '@storefront/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../errors.ts';
import { isNumberOutOfRange, isUnstorableText } from '../lib/pg-errors.ts';
import { refuse } from './refusals.ts';

function zodFields(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    // A strict schema's refusal names the object; the shopper's client needs the unknown fields themselves.
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      return keys.map((key) => ({ name: path ? `${path}.${key}` : key, message: `Unknown field "${key}"` }));
    }
    return [{ name: path || (error.validationContext ?? ''), message: issue.message ?? 'Invalid value' }];
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      if (error instanceof RateLimitedError) reply.header('retry-after', String(Math.max(1, error.retryAfterS)));
      body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = { error: { code: ERROR_CODES.validation, message: 'Validation failed', fields: zodFields(error) } };
    } else if (isUnstorableText(error)) {
      status = 400;
      body = { error: { code: ERROR_CODES.badRequest, message: 'Invalid characters in the request' } };
    } else if (isNumberOutOfRange(error)) {
      status = 400;
      // A schema that should have bounded the number: worth fixing, so it is logged.
      request.log.warn({ err: error, url: request.url, method: request.method }, 'number out of range');
      body = { error: { code: ERROR_CODES.badRequest, message: 'A number in the request is out of range' } };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const code =
        status === 404 ? ERROR_CODES.notFound : status === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.badRequest;
      body = { error: { code, message: error.message } };
    } else {
      status = error.statusCode === 503 ? 503 : 500;
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      body = {
        error: {
          code: status === 503 ? ERROR_CODES.unavailable : ERROR_CODES.internal,
          message: 'Internal server error',
        },
      };
    }
    return reply.status(status).send(body);
  });
}

/**
 * Errors the router raises before any hook (a malformed URL, a path parameter over the length
 * limit): the router's 400 or 414, as the shop's page for a page address, else the envelope.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  refuse(request, reply, status).catch((failure: unknown) => request.log.error({ err: failure }, 'refusal failed'));
}

export function apiNotFound(message = 'Route not found'): ApiErrorBody {
  return { error: { code: ERROR_CODES.notFound, message } };
}
