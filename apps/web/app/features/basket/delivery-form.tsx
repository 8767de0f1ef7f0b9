/**
 * A form writing a group's delivery through the basket page's action (routes/basket): without
 * JavaScript the browser posts it and the basket reloads; with it a fetcher posts the same fields
 * and the page's data reloads in place. A refusal is shown as a toast.
 */
import { type ReactNode, useEffect } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import type { Refusal } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { ScriptMark } from '../../ui/script-mark';
import { useToast } from '../../ui/toast';
import { failureMessages } from './basket-delivery-api';

export type DeliveryFetcher = FetcherWithComponents<{ ok: true } | Refusal>;

/** The fetcher of delivery forms; `onDone` runs once a write has reached the page. */
export function useDeliveryFetcher(onDone?: () => void): DeliveryFetcher {
  const fetcher = useFetcher<{ ok: true } | Refusal>();
  const toast = useToast();
  const { t } = useI18n();
  const { state, data } = fetcher;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, when the page has it
  useEffect(() => {
    if (state !== 'idle' || !data) return;
    if (data.ok) onDone?.();
    else toast.show(Object.values(failureMessages(data, t))[0] ?? '', 'error');
  }, [state, data]);
  return fetcher;
}

export function DeliveryForm({
  fetcher,
  fields,
  className,
  children,
}: {
  fetcher: DeliveryFetcher;
  fields: Record<string, string | number>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className={className}>
      <ScriptMark />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}
