import type { Consent } from '@storefront/domain/analytics/consent';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import type { LocaleTag } from '@storefront/domain/variants';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { ConsentBanner } from './consent-banner';

interface Setup {
  variant?: 'ru' | 'kz' | 'com';
  analytics?: { ga4Id: string | null; ymId: string | null } | null;
  consent?: Consent | null;
  settings?: boolean;
  webView?: boolean;
}

const LOCALES: Record<string, LocaleTag> = { ru: 'ru-RU', kz: 'kk-KZ', com: 'en-US' };

let shown: Required<Setup> & { locale: LocaleTag };

function Page() {
  return (
    <I18nProvider locale={shown.locale} messages={CATALOGUES[shown.locale]}>
      <ConsentBanner />
    </I18nProvider>
  );
}

function HydrateFallback() {
  return null;
}

const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    HydrateFallback,
    loader: () => ({
      layout: { variant: shown.variant, analytics: shown.analytics, isMobileApp: false, isWebView: shown.webView },
      consent: shown.consent,
      consentSettings: shown.settings,
    }),
    Component: Page,
  },
]);

async function renderBanner({
  variant = 'ru',
  analytics = { ga4Id: 'G-TEST1234', ymId: '12345678' },
  consent = null,
  settings = false,
  webView = false,
}: Setup = {}) {
  shown = { variant, analytics, consent, settings, webView, locale: LOCALES[variant] ?? 'ru-RU' };
  render(<Stub initialEntries={['/?cookie-settings=']} />);
  await act(async () => {});
}

afterEach(cleanup);

describe('the cookie banner', () => {
  it('tells a ru shopper and asks to accept or decline, posting to the consent action', async () => {
    await renderBanner();
    const region = screen.getByRole('region', { name: 'Файлы cookie' });
    expect(screen.getByRole('button', { name: 'Принять' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отказаться' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(region.querySelector('form')?.getAttribute('action')).toBe('/_actions/consent');
    // The address's request for the settings is not sent back with the answer.
    expect(region.querySelector<HTMLInputElement>('input[name="back"]')?.value).toBe('/');
    expect(screen.getByRole('link', { name: 'Политика обработки персональных данных' }).getAttribute('href')).toBe(
      '/documents/privacy/',
    );
  });

  it('asks a com shopper per category, nothing ticked, the necessary ones always on', async () => {
    await renderBanner({ variant: 'com' });
    expect((screen.getByLabelText('Analytics') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Marketing') as HTMLInputElement).checked).toBe(false);
    const necessary = screen.getByLabelText('Necessary') as HTMLInputElement;
    expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
    expect(screen.getByRole('button', { name: 'Save my choice' })).toBeTruthy();
  });

  it('shows the choice made when opened again from the settings', async () => {
    await renderBanner({ variant: 'com', consent: { analytics: true, marketing: false }, settings: true });
    expect((screen.getByLabelText('Analytics') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Marketing') as HTMLInputElement).checked).toBe(false);
  });

  it('lets a shopper who opened it again keep the choice without answering again', async () => {
    await renderBanner({ variant: 'ru', consent: { analytics: true, marketing: true }, settings: true });
    const keep = screen.getByRole('link', { name: 'Оставить как было' });
    // Without scripts the link is the page without the settings parameter.
    expect(keep.getAttribute('href')).toBe('/');
    await act(async () => keep.click());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('has no way out but an answer the first time it asks', async () => {
    await renderBanner();
    expect(screen.queryByRole('link', { name: 'Оставить как было' })).toBeNull();
  });

  it('is not shown once answered, without counters, or inside the app', async () => {
    for (const setup of [
      { consent: { analytics: false, marketing: false } },
      { analytics: null },
      { webView: true },
    ] satisfies Setup[]) {
      await renderBanner(setup);
      expect(screen.queryByRole('region'), JSON.stringify(setup)).toBeNull();
      cleanup();
    }
  });
});
