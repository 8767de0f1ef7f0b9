/**
 * The development app harness (/staff/app-harness/): a shop page framed in app mode, with a fake
 * app around it. The framed page finds the harness as its parent's `appHarness` (lib/bridge/send.ts)
 * and hands it every message; the harness lists them and answers through the page's own
 * `appBridge.receive`, as the app would (docs/mobile-app-bridge.md).
 */
import { APP_MODES, type AppMode } from '@storefront/domain/app-mode';
import type { MessageId } from '@storefront/domain/i18n/catalogue';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { FromAppMessages, FromAppName } from '../../lib/bridge/messages';
import type { BridgeWindow } from '../../lib/bridge/send';
import { useI18n } from '../../lib/i18n';
import type { HarnessTarget } from './harness-target';

type Direction = 'fromPage' | 'toPage';

interface LogEntry {
  id: number;
  direction: Direction;
  name: string;
  /** As it travelled: JSON text. */
  text: string;
}

const MODE_LABELS: Record<AppMode, MessageId> = {
  'mobile-app': 'mobileApp.harness.mode.mobileApp',
  'web-view': 'mobileApp.harness.mode.webView',
};

export function AppHarness({ target }: { target: HarnessTarget }) {
  const { t } = useI18n();
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [listening, setListening] = useState(false);
  const [locationCode, setLocationCode] = useState('');
  const nextId = useRef(1);

  const record = useCallback((direction: Direction, name: string, text: string) => {
    const entry = { id: nextId.current++, direction, name, text };
    setLog((entries) => [entry, ...entries]);
  }, []);

  // The frame appears once the harness listens: its first messages (page, title, counts) are not lost.
  useEffect(() => {
    const win = window as unknown as BridgeWindow;
    win.appHarness = { post: (name, text) => record('fromPage', name, text) };
    setListening(true);
    return () => {
      delete win.appHarness;
    };
  }, [record]);

  function answer<N extends FromAppName>(name: N, payload: FromAppMessages[N]) {
    record('toPage', name, JSON.stringify(payload));
    frame.current?.contentWindow?.appBridge?.receive(name, payload);
  }

  return (
    <div className="app-harness">
      <div className="app-harness__screen">
        {listening ? (
          <iframe key={target.src} ref={frame} src={target.src} title={t('mobileApp.harness.frame')} />
        ) : null}
      </div>
      <div className="app-harness__app">
        <Form method="get" className="app-harness__form">
          <label className="staff-field">
            {t('mobileApp.harness.page')}
            <input name="page" defaultValue={target.page} required />
          </label>
          <label className="staff-field">
            {t('mobileApp.harness.mode')}
            <select name="mode" defaultValue={target.mode}>
              {APP_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(MODE_LABELS[mode])}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            {t('mobileApp.harness.open')}
          </button>
        </Form>

        <section aria-labelledby={`${id}-answers`} className="app-harness__answers">
          <h2 id={`${id}-answers`}>{t('mobileApp.harness.answers')}</h2>
          <div className="app-harness__form">
            <button type="button" className="button" onClick={() => answer('authorized', {})}>
              {t('mobileApp.harness.authorized')}
            </button>
            <button type="button" className="button" onClick={() => answer('authorizationCancelled', {})}>
              {t('mobileApp.harness.cancelled')}
            </button>
          </div>
          <form
            className="app-harness__form"
            onSubmit={(event) => {
              event.preventDefault();
              answer('cityChanged', locationCode ? { locationCode } : {});
            }}
          >
            <label className="staff-field">
              {t('mobileApp.harness.city')}
              <input
                value={locationCode}
                onChange={(event) => setLocationCode(event.target.value.trim())}
                inputMode="numeric"
              />
            </label>
            <button type="submit" className="button">
              {t('mobileApp.harness.changeCity')}
            </button>
          </form>
        </section>

        <section aria-labelledby={`${id}-log`} className="app-harness__messages">
          <h2 id={`${id}-log`}>{t('mobileApp.harness.log')}</h2>
          {log.length ? (
            <button type="button" className="link-button" onClick={() => setLog([])}>
              {t('mobileApp.harness.clear')}
            </button>
          ) : null}
          {/* Focusable: the list scrolls, and keyboards scroll it too. */}
          <ol role="log" aria-labelledby={`${id}-log`} className="app-harness__log" tabIndex={0}>
            {log.map((entry) => (
              <li key={entry.id} data-direction={entry.direction}>
                <span className="app-harness__direction">{t(`mobileApp.harness.${entry.direction}`)}</span>{' '}
                <code className="app-harness__name">{entry.name}</code> <code>{entry.text}</code>
              </li>
            ))}
          </ol>
          {log.length ? null : <p className="app-harness__empty">{t('mobileApp.harness.empty')}</p>}
        </section>
      </div>
    </div>
  );
}
