/**
 * The two actions of an item whose edit waits unpublished (a content entry, a lookbook's looks, a
 * shop page, a home block, the order of a home page's blocks): posts of `intent` publish or discard to
 * the page's own action.
 */
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { SubmitButton } from '../../ui/form-fields';

export function PendingChangeActions() {
  const { t } = useI18n();
  return (
    <>
      <Form method="post">
        <input type="hidden" name="intent" value="publish" />
        <SubmitButton primary>{t('staff.content.publishChanges')}</SubmitButton>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="discard" />
        <SubmitButton>{t('staff.content.discard')}</SubmitButton>
      </Form>
    </>
  );
}
