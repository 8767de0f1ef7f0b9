/**
 * What fiscal receipts (54-FZ) are made with, per variant: the tax system, the VAT of goods by
 * catalogue category, of delivery and of gift cards sold, and how goods paid online are settled.
 * Data, not code: the defaults below are overridden per variant by configuration (FISCAL_SETTINGS
 * in the API's environment) and no adapter decides a rate. Prices stay tax-inclusive: a receipt
 * names the rate, the register computes the tax.
 */
import { z } from 'zod';
import { VARIANT_KEYS, type VariantKey } from '../variants.ts';

/**
 * VAT codes as the receipt APIs number them: 1 none, 2 0%, 3 10%, 4 20%, 5 10/110, 6 20/120,
 * 7 5%, 8 7%, 9 5/105, 10 7/107, 11 22%, 12 22/122 (the rates of 2026).
 */
export const VAT_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type VatCode = (typeof VAT_CODES)[number];

/** 1 general, 2 simplified (income), 3 simplified (income less expenses), 4 imputed, 5 agricultural, 6 patent. */
export const TAX_SYSTEM_CODES = [1, 2, 3, 4, 5, 6] as const;
export type TaxSystemCode = (typeof TAX_SYSTEM_CODES)[number];

/** How goods paid online are settled: before they are handed over (prepayment) or on the spot. */
export const GOODS_PAYMENT_MODES = ['full_prepayment', 'full_payment'] as const;
export type GoodsPaymentMode = (typeof GOODS_PAYMENT_MODES)[number];

export interface FiscalSettings {
  taxSystemCode: TaxSystemCode;
  /** VAT of goods outside every category of categoryVat. */
  goodsVat: VatCode;
  /**
   * VAT by catalogue path (categories.path): a category's rate covers its subcategories, the
   * longest matching path wins ('detyam' → 3 puts children's goods at 10%).
   */
  categoryVat: Readonly<Record<string, VatCode>>;
  deliveryVat: VatCode;
  /** A gift card sold is an advance for goods not known yet: VAT at the calculated rate. */
  giftCardVat: VatCode;
  goodsPaymentMode: GoodsPaymentMode;
}

const vatCode = z.literal(VAT_CODES);

export const fiscalSettingsSchema = z.strictObject({
  taxSystemCode: z.literal(TAX_SYSTEM_CODES),
  goodsVat: vatCode,
  categoryVat: z.record(z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/), vatCode),
  deliveryVat: vatCode,
  giftCardVat: vatCode,
  goodsPaymentMode: z.enum(GOODS_PAYMENT_MODES),
});

/**
 * FISCAL_SETTINGS as configuration writes it: per variant, the fields to change; a variant given
 * in full gets receipts even where the defaults make none.
 */
export const fiscalOverridesSchema = z.partialRecord(z.enum(VARIANT_KEYS), fiscalSettingsSchema.partial());
export type FiscalOverrides = z.infer<typeof fiscalOverridesSchema>;

/**
 * Russia's shop issues receipts (general tax system, VAT 22%, 22/122 on gift cards sold); the kz and
 * com variants are not under 54-FZ and make none.
 */
export const DEFAULT_FISCAL_SETTINGS: Readonly<Partial<Record<VariantKey, FiscalSettings>>> = {
  ru: {
    taxSystemCode: 1,
    goodsVat: 11,
    categoryVat: {},
    deliveryVat: 11,
    giftCardVat: 12,
    goodsPaymentMode: 'full_prepayment',
  },
};

/** The settings of a variant with the configuration's overrides; null: the variant makes no receipts. */
export function fiscalSettingsFor(variant: VariantKey, overrides: FiscalOverrides = {}): FiscalSettings | null {
  const merged = { ...DEFAULT_FISCAL_SETTINGS[variant], ...overrides[variant] };
  const parsed = fiscalSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : null;
}

/** The VAT of goods from a category: the rate of its longest configured path, else goodsVat. */
export function goodsVatOf(settings: FiscalSettings, categoryPath: string | null): VatCode {
  let best: { length: number; vat: VatCode } | null = null;
  for (const [path, vat] of Object.entries(settings.categoryVat)) {
    const covers = categoryPath === path || categoryPath?.startsWith(`${path}/`);
    if (covers && path.length > (best?.length ?? -1)) best = { length: path.length, vat };
  }
  return best?.vat ?? settings.goodsVat;
}
