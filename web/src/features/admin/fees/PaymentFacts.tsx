/** What the admin checks a slip against: the student, plan, month, amount (against the plan's price), reference and day paid. */
import type { AdminPaymentView, FeePlanView } from '@schemas';
import { rupees } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';
import { dayText, monthText } from './dates';

const q = adminTexts.fees.queue;

export function PaymentFacts({ payment, plan }: { payment: AdminPaymentView; plan: FeePlanView | undefined }) {
  const differs = plan !== undefined && plan.price !== payment.amount;
  return (
    <>
      <h3 className="fee-payment__student">{payment.studentName}</h3>
      {payment.duplicateReference && (
        <p className="admin-note admin-note--error fee-payment__duplicate" role="alert">
          {q.duplicate}
        </p>
      )}
      <dl className="fee-facts">
        <div>
          <dt>{q.email}</dt>
          <dd>{payment.studentEmail}</dd>
        </div>
        <div>
          <dt>{q.nic}</dt>
          <dd>{payment.studentNic}</dd>
        </div>
        <div>
          <dt>{q.plan}</dt>
          <dd>{payment.planName}</dd>
        </div>
        <div>
          <dt>{q.month}</dt>
          <dd>{monthText(payment.month)}</dd>
        </div>
        <div>
          <dt>{q.amount}</dt>
          <dd>
            {differs ? <mark className="fee-amount--differs">{rupees(payment.amount)}</mark> : rupees(payment.amount)}
            {differs && <span className="fee-facts__note"> ({q.planPrice(rupees(plan.price))})</span>}
          </dd>
        </div>
        {payment.reference && (
          <div>
            <dt>{q.reference}</dt>
            <dd>{payment.reference}</dd>
          </div>
        )}
        {payment.paidOn && (
          <div>
            <dt>{q.paidOn}</dt>
            <dd>{dayText(payment.paidOn)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
