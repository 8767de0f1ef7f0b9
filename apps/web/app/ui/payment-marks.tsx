/**
 * Marks of the ways to pay, drawn here as inline SVG (no requests, no third-party artwork): the
 * card schemes and a generic bank card. The footer lists a variant's marks (domain shop-trust);
 * checkout shows them beside its payment methods. Each mark is an image named for what it stands for.
 */
import type { PaymentMark } from '@storefront/domain/shop-trust';
import { useI18n } from '../lib/i18n';

const FRAME = { width: 40, height: 26, viewBox: '0 0 40 26' } as const;

function Frame() {
  return <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#fff" stroke="#dcd8cf" />;
}

function MarkShape({ mark }: { mark: PaymentMark }) {
  switch (mark) {
    case 'mir':
      return (
        <text x="20" y="17" textAnchor="middle" fontSize="10.5" fontWeight="700" fill="#0f754e">
          МИР
        </text>
      );
    case 'visa':
      return (
        <text x="20" y="17" textAnchor="middle" fontSize="10.5" fontWeight="800" fontStyle="italic" fill="#1a1f71">
          VISA
        </text>
      );
    case 'mastercard':
      return (
        <>
          <circle cx="16.5" cy="13" r="6.5" fill="#eb001b" />
          <circle cx="23.5" cy="13" r="6.5" fill="#f79e1b" fillOpacity="0.85" />
        </>
      );
    case 'card':
      return (
        <>
          <rect x="9" y="6.5" width="22" height="13" rx="2" fill="none" stroke="#2f4a3a" strokeWidth="1.5" />
          <path d="M9 10.5h22M12 16h5" stroke="#2f4a3a" strokeWidth="1.5" />
        </>
      );
  }
}

export function PaymentMarks({ marks }: { marks: readonly PaymentMark[] }) {
  const { t } = useI18n();
  return (
    <ul className="payment-marks">
      {marks.map((mark) => (
        <li key={mark}>
          <svg {...FRAME} role="img" aria-label={t(`footer.payment.${mark}`)}>
            <Frame />
            <MarkShape mark={mark} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
