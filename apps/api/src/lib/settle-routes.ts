/**
 * A pending change in the back office is settled by two routes of one address: `POST {base}/publish`
 * makes it what shoppers see, `DELETE {base}/draft` drops it. Modules declare the pair in one loop
 * over these, each with its OpenAPI summary.
 */
export function settleRoutes(base: string, summary: { publish: string; discard: string }) {
  return [
    { outcome: 'publish', method: 'POST', url: `${base}/publish`, summary: summary.publish },
    { outcome: 'discard', method: 'DELETE', url: `${base}/draft`, summary: summary.discard },
  ] as const;
}
