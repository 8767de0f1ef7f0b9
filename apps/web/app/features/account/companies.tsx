/**
 * Companies (legal entities): add, edit and remove them with the spec's masks and messages, and
 * switch the company the shopper buys for (PATCH users/type-user; the page then reloads).
 */
import { EMPTY_LEGAL_ENTITY, legalEntityErrors, legalEntityOf } from '@storefront/domain/checkout';
import { type FormEvent, useState } from 'react';
import type { Company, CompanyList } from '../../lib/api-types';
import { apiMessage, fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { CompanyFields } from '../../ui/company-fields';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { FormError } from '../../ui/form-fields';
import { Modal } from '../../ui/modal';
import { useModalForm } from '../../ui/modal-form';
import { deleteCompany, saveCompany, switchCompany } from './account-api';

function CompanyFormModal({
  company,
  open,
  onClose,
  onSaved,
}: {
  company: Company | null;
  open: boolean;
  onClose: () => void;
  onSaved: (list: CompanyList) => void;
}) {
  const { t } = useI18n();
  const variant = useVariant();
  const { value, setValue, errors, setErrors, busy, send } = useModalForm(open, company, (c) =>
    c ? legalEntityOf(c) : EMPTY_LEGAL_ENTITY,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(legalEntityErrors(value).map((e) => [e.name, fieldMessage(t, e.name, e.message)]));
    setErrors(found);
    if (Object.keys(found).length) return;
    await send(async () => onSaved(await saveCompany(variant, value, company?.id)));
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(company ? 'account.companies.edit' : 'account.companies.new')}
      disableClose={busy}
    >
      <form className="account-form" onSubmit={submit} noValidate>
        <CompanyFields value={value} onChange={setValue} errors={errors} />
        <FormError message={errors.form} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('auth.save')}
        </button>
      </form>
    </Modal>
  );
}

export function Companies({ initial }: { initial: CompanyList }) {
  const { t } = useI18n();
  const variant = useVariant();
  const [list, setList] = useState(initial);
  // A revalidation (e.g. after the personal data are saved) brings a new list: take it without
  // remounting, so that a company form the shopper has just opened stays open.
  const [received, setReceived] = useState(initial);
  if (received !== initial) {
    setReceived(initial);
    setList(initial);
  }
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(companyId: number | null) {
    setBusy(true);
    try {
      await switchCompany(variant, companyId);
      // Switching the company reloads the page (spec section 6).
      window.location.reload();
    } catch (e) {
      setError(apiMessage(e, t));
      setBusy(false);
    }
  }

  const active = list.companies.find((c) => c.active);
  return (
    <section className="account-section" aria-labelledby="companies-title">
      <h2 id="companies-title">{t('account.companies.title')}</h2>
      {list.companies.length === 0 ? <EmptyState message={t('account.companies.empty')} /> : null}
      <ul className="address-list">
        {list.companies.map((c) => (
          <li key={c.id} className={`address-list__item${c.active ? ' address-list__item--chosen' : ''}`}>
            <p className="address-list__line">
              {c.companyName}, {t('account.companies.inn', { inn: c.inn })}
            </p>
            <div className="address-list__actions">
              {c.active && list.legalEntity ? (
                <span className="address-list__note">{t('account.companies.active')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={`${t('account.companies.makeActive')}: ${c.companyName}`}
                  onClick={() => choose(c.id)}
                >
                  {t('account.companies.makeActive')}
                </button>
              )}
              <button
                type="button"
                className="link-button"
                aria-label={`${t('account.companies.change')}: ${c.companyName}`}
                onClick={() => setEditing(c)}
              >
                {t('account.companies.change')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={`${t('account.companies.delete')}: ${c.companyName}`}
                onClick={() => setDeleting(c)}
              >
                {t('account.companies.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <FormError message={error} />
      <div className="confirm-actions">
        <button
          type="button"
          className="button"
          disabled={list.companies.length >= list.max}
          onClick={() => setEditing('new')}
        >
          {t('account.companies.add')}
        </button>
        {active && list.legalEntity ? (
          <button type="button" className="link-button" disabled={busy} onClick={() => choose(null)}>
            {t('account.companies.buyAsPerson')}
          </button>
        ) : null}
      </div>
      <CompanyFormModal
        company={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(next) => {
          setList(next);
          setEditing(null);
        }}
      />
      <ConfirmModal
        open={deleting !== null}
        title={deleting ? t('account.companies.deleteConfirm', { name: deleting.companyName }) : ''}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          try {
            setList(await deleteCompany(variant, deleting.id));
            setDeleting(null);
          } catch (e) {
            setError(apiMessage(e, t));
          } finally {
            setBusy(false);
          }
        }}
      />
    </section>
  );
}
