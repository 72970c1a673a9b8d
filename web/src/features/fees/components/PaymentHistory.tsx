/**
 * A student's payments, newest first as the server lists them: plan, month, amount, how it was
 * paid, the reference, and where it stands ("Waiting to be checked", "Approved — access until
 * 7 January 2027", "Rejected — <why>" with the class's note), with the slip where there is one.
 * A list of cards rather than a table: it reads the same at 375 px as on a laptop.
 */
import type { PaymentView } from '@schemas';
import { activeLanguage } from '../../../i18n/active';
import { formatCalendarDay, formatMonth } from '../../../i18n/calendar';
import { rupees } from '../../../i18n/format';
import { feesTexts } from '../../../texts/en-fees';
import { lastDayOf } from '../dates';

const t = feesTexts.history;

function stateText(payment: PaymentView): string {
  const language = activeLanguage();
  if (payment.state === 'pending') return t.pending;
  if (payment.state === 'approved') {
    const day = payment.lastDay ?? (payment.accessUntil ? lastDayOf(payment.accessUntil) : '');
    return t.approved(formatCalendarDay(day, language));
  }
  return t.rejected(t.reasons[payment.reason ?? 'other']);
}

export function PaymentHistory({ payments }: { payments: PaymentView[] }) {
  const language = activeLanguage();
  if (payments.length === 0) return <p className="muted">{t.empty}</p>;
  return (
    <ul className="fees-history">
      {payments.map((payment) => {
        const month = formatMonth(payment.month, language);
        return (
          <li key={payment.slipId} className={`fees-payment fees-payment--${payment.state}`}>
            <h3 className="fees-payment__title">
              {payment.planName} · {month}
            </h3>
            <p className="fees-payment__state">{stateText(payment)}</p>
            {payment.state === 'rejected' && payment.note && <p>{t.note(payment.note)}</p>}
            <dl className="fees-payment__details">
              <div>
                <dt>{t.amount}</dt>
                <dd>{rupees(payment.amount)}</dd>
              </div>
              <div>
                <dt>{t.method}</dt>
                <dd>{t.methods[payment.method]}</dd>
              </div>
              {payment.reference && (
                <div>
                  <dt>{t.reference}</dt>
                  <dd>{payment.reference}</dd>
                </div>
              )}
              {payment.paidOn && (
                <div>
                  <dt>{t.paidOn}</dt>
                  <dd>{formatCalendarDay(payment.paidOn, language)}</dd>
                </div>
              )}
            </dl>
            {payment.slipUrl && (
              <a href={payment.slipUrl} target="_blank" rel="noreferrer" aria-label={t.viewSlipOf(month)}>
                {t.viewSlip}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
