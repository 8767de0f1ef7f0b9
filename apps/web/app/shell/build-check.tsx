/**
 * Is this page's build still the newest (spec sections 4 and 9)? FIRST_BUILD_CHECK_MS after the page
 * is ready, then every OUTDATED_BUILD_CHECK_MS, the page asks for the deployed build's id
 * (BUILD_MANIFEST_PATH, written by the build: vite.config.ts). Once a newer build is out, the next
 * navigation loads its document from the server instead of rendering in the page, so the shopper
 * gets the new code without a reload under their hands (the old chunks may be gone already).
 */
import { BUILD_MANIFEST_PATH, FIRST_BUILD_CHECK_MS, OUTDATED_BUILD_CHECK_MS } from '@storefront/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { createPath, useLocation, useNavigation } from 'react-router';

declare global {
  interface ImportMetaEnv {
    /** This page's build (vite.config.ts); none on the development server. */
    readonly VITE_BUILD_ID?: string;
  }
}

/** The id of the deployed build, or null when it cannot be told (offline, an older server). */
export async function latestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const answer = await fetcher(BUILD_MANIFEST_PATH, { cache: 'no-store' });
    if (!answer.ok) return null;
    const { id } = (await answer.json()) as { id?: unknown };
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/** Checks after the first delay and then every interval until a build other than `current` is out. */
export function watchBuild(current: string, latest: () => Promise<string | null>, onOutdated: () => void): () => void {
  let stopped = false;
  let timer = setTimeout(check, FIRST_BUILD_CHECK_MS);
  async function check() {
    const id = await latest();
    if (stopped) return;
    if (id && id !== current) onOutdated();
    else timer = setTimeout(check, OUTDATED_BUILD_CHECK_MS);
  }
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Where a navigation under way goes, once it is past its form's action (which must still run here). */
export function navigationTarget(navigation: ReturnType<typeof useNavigation>): string | null {
  return navigation.state === 'loading' ? createPath(navigation.location) : null;
}

/** Runs `start` once the page has loaded (at once when it has), returning its stop. */
function whenReady(start: () => () => void): () => void {
  if (document.readyState === 'complete') return start();
  let stop = () => {};
  const onLoad = () => {
    stop = start();
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    stop();
  };
}

export function BuildCheck({ buildId = import.meta.env.VITE_BUILD_ID }: { buildId?: string | undefined }) {
  const [outdated, setOutdated] = useState(false);
  const navigation = useNavigation();
  const { key } = useLocation();
  // The development server has no build id: nothing to compare.
  useEffect(
    () =>
      buildId
        ? whenReady(() =>
            watchBuild(
              buildId,
              () => latestBuildId(),
              () => setOutdated(true),
            ),
          )
        : undefined,
    [buildId],
  );
  const target = outdated ? navigationTarget(navigation) : null;
  // Once the document is on its way, the in-page navigation it replaces may still finish first: no second load.
  const leaving = useRef(false);
  useEffect(() => {
    if (!target || leaving.current) return;
    leaving.current = true;
    window.location.assign(target);
  }, [target]);
  // A page with nothing to load arrives without a loading state: it is loaded again from the server.
  const [outdatedAt, setOutdatedAt] = useState<string | null>(null);
  useEffect(() => {
    if (!outdated) return;
    if (outdatedAt === null) setOutdatedAt(key);
    else if (key !== outdatedAt && !leaving.current) {
      leaving.current = true;
      window.location.reload();
    }
  }, [outdated, outdatedAt, key]);
  return null;
}
