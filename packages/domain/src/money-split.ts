/**
 * Splitting a sum of money over parts in proportion to their amounts, exactly to the minor unit:
 * a promo discount over the basket's lines, a gift card's payment over an order's lines and
 * delivery, a refund's card part over the pieces it gives back.
 */

/**
 * Splits `sum` over `amounts` in proportion (largest remainder, ties to the earlier part): the
 * shares are whole minor units, add up to `sum` (at most the amounts' total) and never exceed a part.
 */
export function splitProportionally(sum: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (sum <= 0 || total <= 0) return amounts.map(() => 0);
  const d = BigInt(Math.min(sum, total));
  const t = BigInt(total);
  // BigInt: sum × amount can pass 2^53 for large baskets.
  const exact = amounts.map((a) => ({ floor: (d * BigInt(a)) / t, rest: (d * BigInt(a)) % t }));
  const shares = exact.map((e) => Number(e.floor));
  let left = Number(d) - shares.reduce((s, x) => s + x, 0);
  const byRest = exact
    .map((e, i) => ({ i, rest: e.rest }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of byRest) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
