/**
 * Global route rules of spec section 2 that answer before any page renders:
 * a missing trailing slash is a permanent redirect, a language-prefix correction a temporary one.
 */
import { matchPattern, ROUTES, type RouteDef, routePattern } from './routes.ts';
import { VARIANTS, type VariantKey, variantFromPath, variantPrefixPath } from './variants.ts';

export interface Redirect {
  status: 301 | 302;
  location: string;
}

/** Wrong or legacy language prefixes and the variant prefix they mean. */
const PREFIX_ALIASES: Readonly<Record<string, VariantKey>> = { ru: 'ru', kk: 'kz', en: 'com', com: 'com' };

function withSearch(pathname: string, search: string): string {
  return search && search !== '?' ? `${pathname}${search.startsWith('?') ? search : `?${search}`}` : pathname;
}

/** Path without its variant prefix, always starting with '/'. */
export function stripVariantPrefix(pathname: string): string {
  const variant = variantFromPath(pathname);
  if (!variant) return pathname;
  const rest = pathname.slice(VARIANTS[variant].prefix.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A Russian-slug path under /ae/ mapped to its English alias, e.g. /ae/korzina/ → /ae/basket/. */
function comAlias(pathname: string): string | null {
  const rest = stripVariantPrefix(pathname);
  for (const route of ROUTES as readonly RouteDef[]) {
    if (!route.comPath || route.comPath === route.path) continue;
    const params = matchPattern(route.path, rest);
    if (!params) continue;
    const target = routePattern(route, 'com');
    if (!target) return null;
    const filled = target
      .split('/')
      .map((seg) => {
        if (!seg.startsWith(':')) return seg;
        const key = seg.slice(1).replace(/\?$/, '');
        return params[key] ?? '';
      })
      .filter((seg, i) => i === 0 || seg !== '')
      .join('/');
    return filled.endsWith('/') ? filled : `${filled}/`;
  }
  return null;
}

/**
 * The redirect a page request gets before routing, or null. `hostVariant` is the variant the host
 * map gives for the request host (null when the host does not decide).
 */
export function canonicalRedirect(pathname: string, search: string, hostVariant: VariantKey | null): Redirect | null {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const lower = first.toLowerCase();

  // Language-prefix corrections (temporary): wrong case, legacy prefixes, the host's own variant.
  let wanted: VariantKey | null | undefined;
  if (lower !== first && (lower === 'kz' || lower === 'ae')) wanted = lower === 'kz' ? 'kz' : 'com';
  else if (PREFIX_ALIASES[lower] && first.length > 0) wanted = PREFIX_ALIASES[lower];
  const pathVariant = variantFromPath(pathname);
  if (hostVariant && hostVariant !== (wanted ?? pathVariant ?? 'ru')) wanted = hostVariant;
  if (wanted !== undefined && wanted !== null) {
    const hasPrefix = pathVariant !== null || PREFIX_ALIASES[lower] !== undefined;
    const rest = hasPrefix ? `/${segments.slice(2).join('/')}` : pathname;
    const target = `${variantPrefixPath(wanted)}${rest}`.replace(/\/{2,}/g, '/');
    if (target !== pathname) return { status: 302, location: withSearch(target || '/', search) };
  }

  if (pathVariant === 'com') {
    const alias = comAlias(pathname);
    if (alias && alias !== pathname) return { status: 302, location: withSearch(alias, search) };
  }

  // Repeated slashes collapse, and a path without a trailing slash (not a file name) gains one, in one
  // permanent redirect. Collapsing first keeps a path such as '//host' from leaving as an address of that host.
  const single = pathname.replace(/\/{2,}/g, '/');
  const last = single.slice(single.lastIndexOf('/') + 1);
  const target = single.endsWith('/') || last.includes('.') ? single : `${single}/`;
  return target === pathname ? null : { status: 301, location: withSearch(target, search) };
}
