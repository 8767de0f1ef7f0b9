/**
 * /staff/members/: staff and their roles (administrators). A role is granted to a phone (the API
 * creates the user if the phone never logged in) and revoked per role; both are audited by the API.
 */
import { formatPhone } from '@storefront/domain/phone-masks';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@storefront/domain/staff';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { type ListColumn, StaffList } from '../../features/staff/list-kit';
import { listQueryOf } from '../../features/staff/list-params';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import type { StaffMember } from '../../lib/api-types';
import { fieldMessage } from '../../lib/field-messages';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { RemovableChip } from '../../ui/chip';
import { PhoneField } from '../../ui/masked-fields';
import type { Route } from './+types/staff-members';

const FILTERS = ['role'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = listQueryOf(new URL(request.url), FILTERS);
  // The URL's values go on as they are: the API checks them (a bad one is a 400 page).
  return loadStaffPage(request, context, (api) => api.get('/staff/members', { params: { query: query as never } }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const intent = form.get('intent');
  const phone = String(form.get('phone') ?? '');
  const role = form.get('role');
  if ((intent !== 'grant' && intent !== 'revoke') || !isStaffRole(role)) {
    return { intent: 'grant' as const, fields: [{ name: 'role', message: 'validation.required' }] };
  }
  try {
    const api = createApi(request, context);
    const member = await api.post(intent === 'grant' ? '/staff/members/grant' : '/staff/members/revoke', {
      body: { phone, role },
    });
    return { intent, role, phone: member.phone, fields: [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
      return { intent, fields: error.fields };
    }
    throw staffRefusal(error);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.members');
export const headers = staffHeaders;

export default function StaffMembers() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const { t, locale } = useI18n();
  const roleName = (role: StaffRole) => t(`staff.role.${role}`);
  const phoneText = (digits: string) => formatPhone(digits, 'ru');
  const fieldError = (name: string) => {
    const field = result?.fields.find((f) => f.name === name);
    return field ? fieldMessage(t, name, field.message) : null;
  };
  const columns: ListColumn<StaffMember>[] = [
    {
      key: 'phone',
      label: t('staff.members.phone'),
      sort: 'phone',
      cell: (m) => phoneText(m.phone),
      csv: (m) => `+${m.phone}`,
    },
    {
      key: 'name',
      label: t('staff.members.name'),
      sort: 'name',
      cell: (m) => m.firstName ?? '—',
      csv: (m) => m.firstName ?? '',
    },
    {
      key: 'roles',
      label: t('staff.members.roles'),
      cell: (m) => (
        <ul className="staff-roles">
          {m.roles.map((role) => (
            <li key={role}>
              <RemovableChip
                fields={{ intent: 'revoke', phone: m.phone, role }}
                disabled={busy}
                label={roleName(role)}
                removeLabel={t('staff.members.revokeLabel', { role: roleName(role), phone: phoneText(m.phone) })}
              />
            </li>
          ))}
        </ul>
      ),
      csv: (m) => m.roles.join(' '),
    },
    {
      key: 'since',
      label: t('staff.members.since'),
      sort: 'since',
      cell: (m) => staffDateTime(m.createdAt, locale),
      csv: (m) => m.createdAt,
    },
  ];
  const done =
    result && result.fields.length === 0 && 'role' in result && result.role
      ? t(result.intent === 'grant' ? 'staff.members.granted' : 'staff.members.revoked', {
          role: roleName(result.role),
          phone: phoneText(result.phone),
        })
      : null;
  return (
    <section className="staff-page">
      <h1>{t('staff.nav.members')}</h1>
      <Form method="post" className="staff-grant" aria-labelledby="grant-title">
        <h2 id="grant-title">{t('staff.members.grantTitle')}</h2>
        <input type="hidden" name="intent" value="grant" />
        <PhoneField
          label={t('staff.members.phone')}
          name="phone"
          autoComplete="off"
          required
          error={result?.intent === 'grant' ? fieldError('phone') : null}
        />
        <label className="staff-field">
          <span>{t('staff.members.role')}</span>
          <select name="role" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('staff.members.grant')}
        </button>
      </Form>
      {done ? (
        <p role="status" className="staff-page__done">
          {done}
        </p>
      ) : null}
      <StaffList
        rows={page.list}
        rowKey={(m) => m.id}
        columns={columns}
        total={page.total}
        page={page.page}
        perPage={page.perPage}
        defaultSort="since"
        searchLabel={t('staff.list.search')}
        filters={[
          {
            name: 'role',
            label: t('staff.members.role'),
            type: 'select',
            options: STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) })),
          },
        ]}
        csvName="staff"
      />
    </section>
  );
}
