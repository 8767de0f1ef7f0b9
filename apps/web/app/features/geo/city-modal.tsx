/**
 * The city picker (spec section 4, Geolocation): countries with their popular cities and a search
 * that runs from 2 trimmed characters; an empty answer or a failure marks the field with cityError.
 * Choosing a city stores it on the session and reloads the page at the same path.
 */

import { CITY_SEARCH_MIN_CHARS } from '@storefront/domain/constants';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { useEffect, useState } from 'react';
import { clientApi } from '../../lib/api.client';
import type { ReceivedLocation } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { debounced } from '../../lib/use-debounce';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';
import type { Country } from './use-popular-countries';

const SEARCH_DEBOUNCE_MS = 350;

export function CityModal({
  open,
  countries,
  initialCountry,
  onClose,
}: {
  open: boolean;
  countries: Country[];
  initialCountry: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const toast = useToast();
  const [country, setCountry] = useState(
    () => countries.find((c) => c.code === initialCountry) ?? countries[0] ?? null,
  );
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ReceivedLocation[]>([]);
  const [cityError, setCityError] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const q = query.trim();
    setCityError(false);
    if (q.length < CITY_SEARCH_MIN_CHARS || !country?.isSearchEnabled) {
      setFound([]);
      return;
    }
    return debounced(SEARCH_DEBOUNCE_MS, (signal) => {
      clientApi(variant)
        .get('/locations', { params: { query: { query: q, country: country.code } } })
        .then((list) => {
          if (signal.aborted) return;
          setFound(list);
          setCityError(list.length === 0);
        })
        .catch(() => {
          if (signal.aborted) return;
          setFound([]);
          setCityError(true);
        });
    });
  }, [query, country, variant]);

  function chooseCountry(next: Country) {
    // A new country starts from an empty city list.
    setCountry(next);
    setQuery('');
    setFound([]);
    setCityError(false);
  }

  async function choose(location: ReceivedLocation) {
    setSaving(true);
    try {
      await clientApi(variant).post('/users/location', { body: { locationCode: location.location_code } });
      window.location.reload();
    } catch {
      toast.show(t('common.requestErrors.fallback'), 'error');
      setSaving(false);
    }
  }

  const cities = query.trim().length >= CITY_SEARCH_MIN_CHARS ? found : (country?.cities ?? []);
  return (
    <Modal open={open} onClose={onClose} title={t('geo.title')} disableClose={saving}>
      <div className="city-picker">
        <fieldset className="city-picker__countries">
          <legend>{t('geo.countries')}</legend>
          {countries.map((c) => (
            <label key={c.code} className="city-picker__country">
              <input
                type="radio"
                name="country"
                value={c.code}
                checked={country?.code === c.code}
                onChange={() => chooseCountry(c)}
              />
              {c.name}
            </label>
          ))}
        </fieldset>
        {country?.isSearchEnabled ? (
          <div className={`form-field${cityError ? ' form-field--error' : ''}`}>
            <label htmlFor="city-search" className="form-field__label">
              {t('geo.search')}
            </label>
            <input
              id="city-search"
              className="form-field__input"
              type="search"
              autoComplete="off"
              value={query}
              maxLength={100}
              aria-invalid={cityError || undefined}
              aria-describedby={cityError ? 'city-search-error' : undefined}
              onChange={(e) => setQuery(e.target.value)}
            />
            {cityError ? (
              <p id="city-search-error" className="form-field__error" role="alert">
                {t(MESSAGE_KEYS.cityNotFound)}
              </p>
            ) : null}
          </div>
        ) : null}
        {query.trim().length < CITY_SEARCH_MIN_CHARS && country?.isPopularCities ? (
          <h3 className="city-picker__heading">{t('geo.popular')}</h3>
        ) : null}
        <ul className="city-picker__list">
          {cities.map((c) => (
            <li key={c.location_code}>
              <button type="button" className="link-button" disabled={saving} onClick={() => choose(c)}>
                {c.city}
                {query.trim() ? <span className="city-picker__region"> — {c.full_city}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
