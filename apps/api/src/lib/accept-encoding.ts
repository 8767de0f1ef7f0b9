/** What an Accept-Encoding header takes: a coding it names (or `*` does) with a q above 0. */
function takes(header: string | undefined): (coding: string) => boolean {
  const offered = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    offered.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (coding) => (offered.get(coding) ?? offered.get('*') ?? 0) > 0;
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return takes(header)('gzip');
}

/** The encoding to answer in: brotli, then gzip, then none (a `q=0` refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const taken = takes(header);
  if (taken('br')) return 'br';
  if (taken('gzip')) return 'gzip';
  return null;
}
