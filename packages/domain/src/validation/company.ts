/**
 * A company's details — a legal entity buying (spec section 5) — as the API takes and answers them:
 * one schema for the account's saved companies and for the details of an order or a gift-card
 * purchase. The digits and the required fields are checked by legalEntityErrors (checkout.ts), which
 * the web forms run too; the schema bounds the lengths and names a missing field.
 */
import { z } from 'zod';
import type { LegalEntityInput } from '../checkout.ts';
import { MESSAGE_KEYS } from './fields.ts';

const text = (max: number) => z.string({ error: MESSAGE_KEYS.required }).max(max, MESSAGE_KEYS.maxChars);

/** The details as typed. */
export const companyDetailsBody = z.object({
  companyName: text(300),
  inn: text(20).describe('innShort 10 or innLong 12 digits'),
  rs: text(40).describe('settlement account, 20 digits'),
  ks: text(40).describe('correspondent account, 20 digits'),
  bik: text(20).describe('bank code, 9 digits'),
  bankName: text(300),
  legalAddress: text(500),
}) satisfies z.ZodType<LegalEntityInput>;

/** A company the shopper saved: its details, and whether it is the one they buy for now. */
export const savedCompanySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  inn: z.string(),
  rs: z.string(),
  ks: z.string(),
  bik: z.string(),
  bankName: z.string(),
  legalAddress: z.string(),
  active: z.boolean().describe('the company the user buys for now: a legal-entity order starts from it'),
}) satisfies z.ZodType<LegalEntityInput & { id: number; active: boolean }>;
export type SavedCompany = z.infer<typeof savedCompanySchema>;
