/**
 * The bounds of the numbers the shop stores: what PostgreSQL's column types hold. A number a client
 * sends is checked against the bound of the column it ends up in, so one past it is a field error,
 * never the database's overflow.
 */

/** The smallest and the largest `integer` (int4): ids, counts, quantities, sums in minor units. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
/** Sums are integer minor units kept in `integer` columns. */
export const MONEY_MINOR_MAX = INT32_MAX;
