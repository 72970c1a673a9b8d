/**
 * /fees: pay for a month with a slip, and the payments sent so far. The plans and the student's
 * payments (with the two months open for payment) are fetched together; after a slip has arrived the
 * history is fetched again, so the new payment shows as waiting to be checked.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeePlanView, MySlipsResponse } from '@schemas';
import { feesTexts } from '../../../texts/en-fees';
import { siteTexts } from '../../../texts/en';
import { getMySlips, getPlans } from '../api';
import { PayForm } from '../components/PayForm';
import { PaymentHistory } from '../components/PaymentHistory';
import '../../../styles/forms.css';
import '../fees.css';

const t = feesTexts;

export default function FeesPage() {
  const [plans, setPlans] = useState<FeePlanView[] | 'failed'>();
  const [mine, setMine] = useState<MySlipsResponse | 'failed'>();
  // useLocation, not useSearchParams: the router's code lives in every first load, and that hook's would join it.
  const search = new URLSearchParams(useLocation().search);

  const loadMine = useCallback(
    () =>
      getMySlips()
        .then(setMine)
        .catch((error: unknown) => {
          console.error('Loading payments failed', error);
          setMine('failed');
        }),
    [],
  );

  useEffect(() => {
    getPlans()
      .then(setPlans)
      .catch((error: unknown) => {
        console.error('Loading fee plans failed', error);
        setPlans('failed');
      });
    void loadMine();
  }, [loadMine]);

  const ready = plans && plans !== 'failed' && mine && mine !== 'failed';
  return (
    <section className="content-page fees-page" aria-labelledby="fees-heading">
      <h1 id="fees-heading">{siteTexts.titles.fees}</h1>
      <div className="card">
        {(plans === 'failed' || mine === 'failed') && <p role="alert">{siteTexts.errors.generic}</p>}
        {!ready && plans !== 'failed' && mine !== 'failed' && <p className="muted">{siteTexts.loading}</p>}
        {ready && plans.length === 0 && <p>{t.pay.noPlans}</p>}
        {ready && plans.length > 0 && (
          <PayForm
            plans={plans}
            months={mine.months}
            initialMonth={search.get('month') ?? undefined}
            onSent={() => void loadMine()}
          />
        )}
      </div>
      <section className="card" aria-labelledby="history-heading">
        <h2 id="history-heading">{t.history.heading}</h2>
        {mine === undefined && <p className="muted">{t.history.loading}</p>}
        {mine === 'failed' && <p>{t.history.failed}</p>}
        {mine && mine !== 'failed' && <PaymentHistory payments={mine.payments} />}
      </section>
    </section>
  );
}
