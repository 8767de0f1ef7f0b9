/**
 * Traces (decision 037), started by server.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set and before
 * anything of the server is imported: the instrumentations patch `http`, `pg`, `undici` and Fastify
 * as they load. This module is imported lazily, so a process without the variable loads no SDK,
 * exporter or instrumentation. Spans go in batches to the collector over OTLP/HTTP; the request id of each log line
 * becomes its trace id (trace-ids.ts).
 */
import { register } from 'node:module';
import { useTraceIds } from './trace-ids.ts';

export interface TracingSettings {
  /** The collector's base URL; spans are posted to …/v1/traces. */
  endpoint: string;
  serviceName: string;
}

export interface Tracing {
  /** Sends the spans still held and stops. */
  shutdown(): Promise<void>;
}

export async function startTracing({ endpoint, serviceName }: TracingSettings): Promise<Tracing> {
  // ES modules are patched through a loader hook, which sees only modules loaded after it.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [api, node, exporter, resources, instrumentation, http, pg, undici, fastify] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const provider = new node.NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new node.BatchSpanProcessor(
        new exporter.OTLPTraceExporter({ url: `${withoutTrailingSlashes(endpoint)}/v1/traces` }),
      ),
    ],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new http.HttpInstrumentation(),
      new pg.PgInstrumentation(),
      new undici.UndiciInstrumentation(),
      new fastify.FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  useTraceIds(() => api.trace.getActiveSpan()?.spanContext().traceId);
  return { shutdown: () => provider.shutdown() };
}

/** The collector's base address without the slashes it may end with (no regular expression: linear always). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}
