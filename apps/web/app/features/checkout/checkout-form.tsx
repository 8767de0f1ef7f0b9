/**
 * A form of the checkout page posting to its action (routes/checkout): the browser posts it when
 * JavaScript is off, a fetcher when it is on; either way the API's answer reaches the page, whose
 * quote then reloads. The refusal of this form's intent comes from its fetcher or, after a plain
 * post, from the action's data.
 */
import type { ReactNode, Ref } from 'react';
import { type FetcherWithComponents, type FormProps, useActionData, useFetcher } from 'react-router';
import type { Refusal } from '../../lib/field-messages';
import type { PaymentToOpen } from '../../lib/payment-to-open';
import { ScriptMark } from '../../ui/script-mark';

export type CheckoutAnswer = { ok: true } | Refusal | { placed: { number: string; payment: PaymentToOpen | null } };
export type CheckoutFetcher = FetcherWithComponents<CheckoutAnswer>;

/** The fetcher of one checkout form, its answer (a plain post's too) and whether it is sending. */
export function useCheckoutForm(intents: readonly string[]): {
  fetcher: CheckoutFetcher;
  answer: CheckoutAnswer | undefined;
  busy: boolean;
} {
  const fetcher = useFetcher<CheckoutAnswer>();
  const posted = useActionData<CheckoutAnswer>();
  const own = posted && 'intent' in posted && intents.includes(posted.intent ?? '') ? posted : undefined;
  return { fetcher, answer: fetcher.data ?? own, busy: fetcher.state !== 'idle' };
}

export function CheckoutForm({
  fetcher,
  intent,
  fields = {},
  children,
  ...props
}: {
  fetcher: CheckoutFetcher;
  intent: string;
  fields?: Record<string, string | number>;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
} & Omit<FormProps, 'method' | 'children'>) {
  return (
    <fetcher.Form method="post" {...props}>
      <ScriptMark />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}

/** The answer's refusal, if it is one. */
export const refusalIn = (answer: CheckoutAnswer | undefined): Refusal | null =>
  answer && 'ok' in answer && !answer.ok ? answer : null;

/** Whether the answer says the write was done. */
export const succeeded = (answer: CheckoutAnswer | undefined): boolean => !!answer && 'ok' in answer && answer.ok;
