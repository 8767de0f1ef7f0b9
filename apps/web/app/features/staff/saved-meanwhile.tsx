/**
 * A save refused because someone saved the item after this form was loaded (409): when they did,
 * with a link to their version, as an alert that takes the focus. The editor's text stays below.
 */
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { FocusedAlert } from '../../ui/form-fields';
import { staffDateTime } from './staff-page';

export function SavedMeanwhile({ time, savedUrl }: { time: string; savedUrl: string }) {
  const { t, locale } = useI18n();
  return (
    <FocusedAlert className="content-editor__conflict">
      <p className="form-field__error">{t('staff.content.savedMeanwhile', { time: staffDateTime(time, locale) })}</p>
      <Link to={savedUrl}>{t('staff.content.openSaved')}</Link>
    </FocusedAlert>
  );
}
