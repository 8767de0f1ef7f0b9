/**
 * Starts the storefront: parses the configuration, starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, then the server (start-server.ts). Everything else is imported after tracing has started, so its
 * instrumentations see the modules load; without the variable no OpenTelemetry SDK is loaded.
 */
import { type Config, ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await (await import('./observability/tracing.ts')).startTracing({
        endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
        serviceName: config.OTEL_SERVICE_NAME,
      })
    : null;
  const { startServer } = await import('./start-server.ts');
  await startServer(config, { tracing });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
