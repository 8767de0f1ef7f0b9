/**
 * Who may call a route, declared once per route or per plugin and enforced in one hook (decision 007).
 *
 *  - `public`:  anyone, with or without a session (guest baskets and favourites are public routes);
 *  - `shopper`: a signed-in user, else 401;
 *  - `staff`:   a signed-in user with any staff role (a back-office page everyone on the staff sees);
 *  - `staff:<role>`: a staff member with that role (STAFF_ROLES in the domain) or `admin`, who may do
 *               everything. Staff levels answer 401 to a guest and 403 to anyone without the role.
 *
 * A plugin states the default of its routes with `declareAccess(app, 'shopper')`; a route overrides it
 * with `config: { access: 'public' }`. A route that declares nothing is refused (500) and fails the
 * route-access test, so a forgotten check can never leave a route open.
 */

import { COOKIES } from '@storefront/domain/constants';
import { STAFF_ROLES, type StaffRole } from '@storefront/domain/staff';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError, unauthorized } from '../errors.ts';
import { requireStaff, requireUser } from '../modules/identity/require-user.ts';
import { isSessionToken } from '../modules/identity/session.service.ts';

export const ACCESS_LEVELS = ['public', 'shopper', 'staff', ...STAFF_ROLES.map((r) => `staff:${r}` as const)] as const;
export type Access = 'public' | 'shopper' | 'staff' | `staff:${StaffRole}`;

/** The staff role an access level asks for: null for any staff member, undefined for a non-staff level. */
export function staffRoleOf(access: Access): StaffRole | null | undefined {
  if (access === 'staff') return null;
  return access.startsWith('staff:') ? (access.slice('staff:'.length) as StaffRole) : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; see plugins/access.ts. */
    access?: Access;
    /** The access of the innermost plugin that declared one; `access` wins over it. */
    pluginAccess?: Access;
    /**
     * A `shopper` route whose handler reads the session within its own first statement and answers
     * 401 itself when it names no user (POST orders: one round trip and one pool wait fewer). The hook
     * then refuses at once only a request without a session cookie, and reads nothing.
     */
    sessionReadByHandler?: boolean;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/** Sets the access of every route this plugin (and the plugins it registers) adds without its own. */
export function declareAccess(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, pluginAccess: access };
  });
}

/**
 * Enforces the declared access on every route registered inside `scope` after this call, and
 * returns a function listing those routes with their access (the route-access test reads it).
 */
export function enforceAccess(scope: FastifyInstance): () => DeclaredRoute[] {
  // This hook runs before the plugins' own onRoute hooks: keep the options and read their config later.
  const routes: RouteOptions[] = [];
  scope.addHook('onRoute', (options) => {
    routes.push(options);
  });
  scope.addHook('preValidation', async (request) => {
    if (request.is404) return; // the not-found handler: nothing to protect
    const { config } = request.routeOptions;
    const access = config.access ?? config.pluginAccess;
    if (access === 'public') return;
    if (access === 'shopper') {
      if (config.sessionReadByHandler && !isSessionToken(request.cookies[COOKIES.session.name])) throw unauthorized();
      if (config.sessionReadByHandler) return;
      return void (await requireUser(request));
    }
    const role = access === undefined ? undefined : staffRoleOf(access);
    if (role !== undefined) return void (await requireStaff(request, role));
    request.log.error({ url: request.routeOptions.url }, 'route declares no access');
    throw new AppError('INTERNAL', 'Route declares no access');
  });
  return () =>
    routes.map((options) => ({
      method: ([] as string[]).concat(options.method).join(','),
      url: options.url,
      access: options.config?.access ?? options.config?.pluginAccess,
    }));
}
