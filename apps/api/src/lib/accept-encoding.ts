/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  const gzip = header
    ?.split(',')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === 'gzip' || part.startsWith('gzip;'));
  return gzip !== undefined && !/;\s*q=0(\.0*)?\s*$/.test(gzip);
}
