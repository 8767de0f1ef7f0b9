/**
 * The two actions of an item whose edit waits unpublished (a content entry, a lookbook's looks, a
 * shop page, a home block, the order of a home page's blocks): posts of `intent` publish or discard to
 * the page's own action, with `version` (the pending change as the editor saw it) as `updatedAt`, or
 * as the field `versionName` names, when given.
 */
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { SubmitButton } from '../../ui/form-fields';

export function PendingChangeActions({
  version,
  versionName = 'updatedAt',
}: {
  version?: string | null;
  versionName?: string;
}) {
  const { t } = useI18n();
  const seen = version ? <input type="hidden" name={versionName} value={version} /> : null;
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value="publish" />
        {seen}
        <SubmitButton primary>{t('staff.content.publishChanges')}</SubmitButton>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="discard" />
        {seen}
        <SubmitButton>{t('staff.content.discard')}</SubmitButton>
      </Form>
    </>
  );
}
