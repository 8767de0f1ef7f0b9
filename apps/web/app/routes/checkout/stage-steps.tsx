/** The three checkout stages in order, the current one marked. */
import { CHECKOUT_STAGES, type CheckoutStage } from '@storefront/domain/checkout';
import { useI18n } from '../../lib/i18n';

export function StageSteps({ current }: { current: CheckoutStage }) {
  const { t } = useI18n();
  const at = CHECKOUT_STAGES.indexOf(current);
  return (
    <ol className="checkout-stages" aria-label={t('checkoutPage.stages')}>
      {CHECKOUT_STAGES.map((stage, i) => (
        <li
          key={stage}
          className={`checkout-stages__step${i < at ? ' checkout-stages__step--done' : ''}${i === at ? ' checkout-stages__step--current' : ''}`}
          aria-current={i === at ? 'step' : undefined}
        >
          {t(`checkoutPage.stage.${stage}`)}
        </li>
      ))}
    </ol>
  );
}
