/** Background jobs of the API process: run now, then every `intervalMs`; failures are reported, never thrown. */
export function startPeriodicJob(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  const tick = () => void run().catch(onError);
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
