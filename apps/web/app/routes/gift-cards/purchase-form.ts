/**
 * The gift-card purchase's answers as its form fields carry them (one name per field, the same with
 * or without JavaScript), the domain's draft they make, and the step each field is asked on.
 */
import { GIFT_CARD_STEPS, type GiftCardDraft, type GiftCardStep } from '@storefront/domain/gift-cards';

export type Stage = GiftCardStep | 'summary';
export const STAGES: readonly Stage[] = [...GIFT_CARD_STEPS, 'summary'];

export interface PurchaseForm {
  design: string;
  /** The amount as typed or picked, rubles. */
  amount: string;
  senderName: string;
  recipientName: string;
  recipientPhone: string;
  greeting: string;
  sendMode: 'now' | 'later';
  date: string;
  time: string;
  timeZone: string;
}

export const FORM_FIELDS = [
  'design',
  'amount',
  'senderName',
  'recipientName',
  'recipientPhone',
  'greeting',
  'sendMode',
  'date',
  'time',
  'timeZone',
] as const satisfies readonly (keyof PurchaseForm)[];

/** The fields each step asks for; a step's form carries the others hidden. */
export const STEP_FIELDS: Record<Stage, readonly (keyof PurchaseForm)[]> = {
  intro: [],
  design: ['design'],
  amount: ['amount'],
  greeting: ['senderName', 'recipientName', 'recipientPhone', 'greeting'],
  sendTime: ['sendMode', 'date', 'time', 'timeZone'],
  summary: [],
};

export const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage);

/** The step a field is asked on. */
export function stepOfField(name: string): GiftCardStep {
  if (name === 'design' || name === 'amount') return name;
  if (name.startsWith('sendTime')) return 'sendTime';
  return 'greeting';
}

export function draftOf(form: PurchaseForm): GiftCardDraft {
  return {
    design: form.design,
    amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount.replace(/\s/g, '').replace(',', '.')),
    senderName: form.senderName,
    recipientName: form.recipientName,
    recipientPhone: form.recipientPhone,
    greeting: form.greeting,
    sendTime:
      form.sendMode === 'now'
        ? { mode: 'now' }
        : { mode: 'later', date: form.date, time: form.time, timeZone: form.timeZone },
  };
}

/**
 * The answers a posted form carries. A preset amount picked without JavaScript comes as
 * `amountPreset` (a script copies it into `amount`); a typed amount wins.
 */
export function purchaseFormOf(data: FormData): PurchaseForm {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const form = Object.fromEntries(FORM_FIELDS.map((name) => [name, text(name)])) as Record<
    (typeof FORM_FIELDS)[number],
    string
  >;
  return {
    ...form,
    amount: form.amount.trim() === '' ? text('amountPreset') : form.amount,
    sendMode: form.sendMode === 'later' ? 'later' : 'now',
  };
}
