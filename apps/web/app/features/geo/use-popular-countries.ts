/** The countries of the city picker, loaded once per page and kept. */

import { useCallback, useRef, useState } from 'react';
import { clientApi } from '../../lib/api.client';
import type { Country } from '../../lib/api-types';
import { useVariant } from '../../lib/variant';

export type { Country };

export function usePopularCountries(): { countries: Country[] | null; load: () => Promise<Country[]> } {
  const variant = useVariant();
  const [countries, setCountries] = useState<Country[] | null>(null);
  const pending = useRef<Promise<Country[]> | null>(null);
  const load = useCallback(() => {
    pending.current ??= clientApi(variant)
      .get('/locations/popular')
      .then((list) => {
        setCountries(list);
        return list;
      })
      .catch((error) => {
        pending.current = null;
        throw error;
      });
    return pending.current;
  }, [variant]);
  return { countries, load };
}
