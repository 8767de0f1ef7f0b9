/**
 * A form writing a group's delivery through the basket page's action (routes/basket): without
 * JavaScript the browser posts it and the basket reloads; with it a fetcher posts the same fields
 * and the page's data reloads in place.
 */
import { type ReactNode, useEffect } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import type { Refusal } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { ScriptMark } from '../../ui/script-mark';
import { useToast } from '../../ui/toast';
import { failureMessages } from './basket-delivery-api';

export type DeliveryFetcher = FetcherWithComponents<{ ok: true } | Refusal>;

/**
 * The fetcher of delivery forms; `onDone` runs once a write has reached the page, `onRefusal` takes
 * a refusal's text (a toast shows it otherwise).
 */
export function useDeliveryFetcher({
  onDone,
  onRefusal,
}: {
  onDone?: () => void;
  onRefusal?: (text: string) => void;
} = {}): DeliveryFetcher {
  const fetcher = useFetcher<{ ok: true } | Refusal>();
  const toast = useToast();
  const { t } = useI18n();
  const { state, data } = fetcher;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, when the page has it
  useEffect(() => {
    if (state !== 'idle' || !data) return;
    if (data.ok) return onDone?.();
    const text = Object.values(failureMessages(data, t)).join(' ');
    if (onRefusal) onRefusal(text);
    else toast.show(text, 'error');
  }, [state, data]);
  return fetcher;
}

export function DeliveryForm({
  fetcher,
  fields,
  className,
  onSubmit,
  children,
}: {
  fetcher: DeliveryFetcher;
  fields: Record<string, string | number>;
  className?: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className={className} onSubmit={onSubmit}>
      <ScriptMark />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}
