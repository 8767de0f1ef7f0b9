/** Reading Prometheus text in tests: one sample's value, and the metric names declared. */

/** The value of `name` with exactly these labels (in any order), or 0 when there is no such sample. */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if (have.sort().join(',') === wanted) return Number(match[3]);
  }
  return 0;
}

/** Every metric name the text declares (its `# TYPE` lines). */
export function declaredMetrics(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1] as string));
}
