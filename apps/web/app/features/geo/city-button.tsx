/**
 * The header's city: opens the city picker once the countries have loaded (a failure shows the
 * fallbackGet toast instead), and asks "Is your city …?" once, in place of the city: the question
 * is remembered as seen in the town-notification cookie for a month.
 */
import { COOKIES } from '@storefront/domain/constants';
import { useEffect, useState } from 'react';
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
  // Asked once: the question counts as seen when shown, so the next page does not ask again.
  useEffect(() => {
    if (askCity) rememberTownNotified();
  }, [askCity]);
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
  const question = t('geo.confirm', { city: location.shortName });
  return (
    <div className="city-button">
      {confirming ? (
        // One line in the header's top row in place of the city: it never covers what the shopper came for.
        <section className="city-confirm" aria-label={question}>
          <Icon name="pin" size={18} />
          <p>{question}</p>
          <button type="button" className="link-button city-confirm__yes" onClick={() => setConfirming(false)}>
            {t('geo.yes')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setConfirming(false);
              void openPicker();
            }}
          >
            {t('geo.change')}
          </button>
        </section>
      ) : (
        <button type="button" className="link-button site-header__city" onClick={openPicker}>
          <Icon name="pin" size={18} />
          {t('header.city', { city: location.shortName })}
        </button>
      )}
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
