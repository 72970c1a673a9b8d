/**
 * The fee plans: each with its monthly price, the classes it grants, its grace days and whether it
 * is retired; a form to create one, checked with the shared schema so its texts are the server's;
 * Retire (students can no longer choose it, payments keep naming it) and Delete, which the server
 * refuses (409) for a plan any payment names, saying to retire it instead.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FeePlanView } from '@schemas';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toasts';
import { rupees } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';
import { deletePlan, getPlans, retirePlan } from '../api/fees';
import { failureText, feeText } from './fee-text';
import { PlanForm } from './PlanForm';

const t = adminTexts.fees;
const p = t.plans;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: FeePlanView[] };

export default function Plans() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [confirming, setConfirming] = useState<FeePlanView | null>(null);
  const toast = useToast();

  const reload = useCallback(() => {
    getPlans().then(
      (plans) => setLoad({ status: 'ready', plans }),
      (error: unknown) => {
        console.error('Loading the fee plans failed', error);
        setLoad({ status: 'failed' });
      },
    );
  }, []);
  useEffect(reload, [reload]);

  const act = async (call: () => Promise<{ message: string }>, what: string) => {
    try {
      const { message } = await call();
      toast.success(feeText(message));
      reload();
    } catch (error) {
      console.error(`${what} a fee plan failed`, error);
      toast.error(failureText(error, t.failed));
    }
  };

  const onDelete = () => {
    const plan = confirming;
    setConfirming(null);
    if (plan) void act(() => deletePlan(plan.planId), 'Deleting');
  };

  return (
    <div className="fee-plans">
      {load.status === 'failed' && (
        <div className="admin-note admin-note--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={reload}>
            {t.retry}
          </button>
        </div>
      )}
      {load.status === 'ready' && load.plans.length === 0 && <p>{p.empty}</p>}
      {load.status === 'ready' && load.plans.length > 0 && (
        <ul className="fee-plans__list" aria-label={p.listLabel}>
          {load.plans.map((plan) => (
            <li key={plan.planId} className="card fee-plan" aria-label={plan.name}>
              <h2 className="fee-plan__name">
                {plan.name} {plan.retired && <span className="fee-plan__retired">{p.retired}</span>}
              </h2>
              <dl className="fee-facts">
                <div>
                  <dt>{p.price}</dt>
                  <dd>{rupees(plan.price)}</dd>
                </div>
                <div>
                  <dt>{p.grants}</dt>
                  <dd>{plan.grants.map((field) => adminTexts.users.access[field]).join(', ')}</dd>
                </div>
                <div>
                  <dt>{p.graceDays}</dt>
                  <dd>{p.graceDaysCount(plan.graceDays)}</dd>
                </div>
              </dl>
              <div className="fee-plan__actions">
                {!plan.retired && (
                  <button
                    type="button"
                    className="btn btn--outline"
                    aria-label={p.retireLabel(plan.name)}
                    onClick={() => void act(() => retirePlan(plan.planId), 'Retiring')}
                  >
                    {p.retire}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--danger"
                  aria-label={p.deleteLabel(plan.name)}
                  onClick={() => setConfirming(plan)}
                >
                  {p.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PlanForm onCreated={reload} />
      {confirming && (
        <ConfirmDialog
          title={p.confirmTitle}
          text={p.confirmText(confirming.name)}
          confirmLabel={p.delete}
          cancelLabel={adminTexts.cancel}
          onConfirm={onDelete}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
