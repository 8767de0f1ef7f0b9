/**
 * The numbers request schemas take, each bounded by the column it ends up in (the domain's
 * number-bounds.ts): a value past the bound, a fraction where a whole number belongs or a
 * non-finite one (1e400 reads as Infinity) is a 400 naming the field, never PostgreSQL's overflow.
 * Every number of a JSON body has a helper here; a query string's or a path's (text turned into a
 * number) has its `…Param` twin. `message` replaces zod's words with a message key for the shop's forms.
 *
 * Where a domain rule shared with the web form narrows a value further (a price above zero, a
 * percentage up to 100), the schema takes the column's whole range and leaves the rest to the rule,
 * so the form's field messages come back together, as the form shows them.
 */
import { INT32_MAX, INT32_MIN } from '@storefront/domain/validation/number-bounds';
import { z } from 'zod';

/** An integer from `min` to `max` of a JSON body. */
export const intIn = (min: number, max: number, message?: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** An integer from `min` to `max` of a query string or a path. */
export const intParamIn = (min: number, max: number, message?: string) =>
  z.coerce.number(message).int(message).min(min, message).max(max, message);

/** A row's id (an `integer` or `serial` column). */
export const rowId = (message?: string) => intIn(1, INT32_MAX, message);
export const rowIdParam = (message?: string) => intParamIn(1, INT32_MAX, message);

/** Any value of an `integer` column (a count, quantity or limit a domain rule checks). */
export const int32 = () => intIn(INT32_MIN, INT32_MAX);

/** A sum in minor units, kept in an `integer` column; the domain's rule of the sum says from what. */
export const moneyMinor = int32;

/** A page number of a shop's list, from 1: no list is read 10 000 pages deep. */
export const pageParam = () => intParamIn(1, 10_000);
