/**
 * The header's city: opens the city picker once the countries have loaded (a failure shows the
 * fallbackGet toast instead), and asks "Is your city …?" until the shopper answers, remembered
 * in the town-notification cookie for a month.
 */
import { COOKIES } from '@storefront/domain/constants';
import { useState } from 'react';
import { useAppBridge } from '../../lib/bridge/use-app-bridge';
import { writeCookie } from '../../lib/cookies';
import { useI18n } from '../../lib/i18n';
import { useAskCity, useLayout } from '../../lib/layout-data';
import { Icon } from '../../ui/icon';
import { lazyPopup } from '../../ui/lazy-popup';
import { useToast } from '../../ui/toast';
import { usePopularCountries } from './use-popular-countries';

const CityModal = lazyPopup(() => import('./city-modal').then((m) => m.CityModal));

function rememberTownNotified(): void {
  writeCookie(COOKIES.townNotification, '1');
}

export function CityButton() {
  const { t } = useI18n();
  const layout = useLayout();
  const toast = useToast();
  const { countries, load } = usePopularCountries();
  const { delegate } = useAppBridge();
  const [open, setOpen] = useState(false);
  const askCity = useAskCity();
  const [confirming, setConfirming] = useState(askCity);
  const location = layout?.location;

  async function openPicker() {
    // In the app the app shows its own city choice and answers cityChanged.
    if (
      location &&
      delegate('updateCity', { locationCode: location.locationCode, cityId: location.cityId, city: location.shortName })
    )
      return;
    try {
      await load();
      setOpen(true);
    } catch {
      toast.show(t('common.requestErrors.fallbackGet'), 'error');
      setOpen(false);
    }
  }

  if (!location) return null;
  return (
    <div className="city-button">
      <button type="button" className="link-button site-header__city" onClick={openPicker}>
        <Icon name="pin" size={18} />
        {t('header.city', { city: location.shortName })}
      </button>
      {confirming ? (
        // A bar in the header's flow, not a popup: it never covers the search or the menu.
        <section className="city-confirm" aria-label={t('geo.confirm', { city: location.shortName })}>
          <p>{t('geo.confirm', { city: location.shortName })}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              rememberTownNotified();
              setConfirming(false);
            }}
          >
            {t('geo.yes')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              rememberTownNotified();
              setConfirming(false);
              void openPicker();
            }}
          >
            {t('geo.change')}
          </button>
        </section>
      ) : null}
      {countries ? (
        <CityModal
          open={open}
          countries={countries}
          initialCountry={location.countryId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
