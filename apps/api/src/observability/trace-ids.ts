/**
 * The request id a log line carries: the trace id of the request's span while tracing is on
 * (tracing.ts sets the source), so a log line leads to its trace; Fastify's own ids otherwise. This
 * module imports nothing of OpenTelemetry: it costs nothing without tracing.
 */
import { randomUUID } from 'node:crypto';

let activeTraceId: (() => string | undefined) | null = null;

/** Called once tracing has started: request ids are then read from the active span. */
export function useTraceIds(source: () => string | undefined): void {
  activeTraceId = source;
}

/** Fastify's `genReqId` while tracing is on; nothing (its default ids) otherwise. */
export function requestIdOptions(): { genReqId?: () => string } {
  const source = activeTraceId;
  // A request outside any span (none should be) still gets an id of its own.
  return source ? { genReqId: () => source() ?? randomUUID() } : {};
}
