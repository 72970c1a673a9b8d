/**
 * The queue of payments to check, oldest first, one at a time and large: the slip, who paid, for
 * which plan and month, how much (marked when it is not the plan's price), the reference (warned
 * when another payment carries it) and the day paid. Approve is one tap; Reject asks why. After a
 * decision the next payment shows and a live region says what was done; a payment another admin
 * decided first (409) shows the server's text and the queue moves on.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AdminPaymentView, FeePlanView, RejectSlipInput } from '@schemas';
import { useToast } from '../../../components/toasts';
import { adminTexts } from '../../../texts/en-admin';
import { approveSlip, getPendingSlips, getPlans, rejectSlip } from '../api/fees';
import { PaymentFacts } from './PaymentFacts';
import { RejectDialog } from './RejectDialog';
import { SlipViewer } from './SlipViewer';
import { dayText } from './dates';
import { failureText, feeText, isConflict } from './fee-text';
import { useQueueKeys, type QueueAction } from './use-queue-keys';

const t = adminTexts.fees;
const q = t.queue;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slips: AdminPaymentView[] };

export default function Queue() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [plans, setPlans] = useState<FeePlanView[]>([]);
  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [zoomRequest, setZoomRequest] = useState<{ step: 1 | -1 | 0; at: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    getPendingSlips().then(
      (slips) => setLoad({ status: 'ready', slips }),
      (error: unknown) => {
        console.error('Loading the payment queue failed', error);
        setLoad({ status: 'failed' });
      },
    );
    // The prices only mark a differing amount: the queue works without them.
    getPlans().then(setPlans, (error: unknown) => console.error('Loading the fee plans failed', error));
  }, []);
  useEffect(reload, [reload]);

  const slips = useMemo(() => (load.status === 'ready' ? load.slips : []), [load]);
  const at = Math.min(index, Math.max(0, slips.length - 1));
  const current = slips[at];
  const plan = plans.find((p) => p.planId === current?.planId);

  /** The decided payment leaves the queue; the one after it (or, at the end, before it) shows. */
  const settle = (slipId: string, said: string) => {
    setLoad((l) => (l.status === 'ready' ? { ...l, slips: l.slips.filter((s) => s.slipId !== slipId) } : l));
    setAnnouncement(said);
    headingRef.current?.focus();
  };

  const approve = async () => {
    if (!current || busy) return;
    setBusy(true);
    try {
      const { message, lastDay } = await approveSlip(current.slipId);
      toast.success(feeText(message));
      settle(current.slipId, q.approvedAnnounce(current.studentName, dayText(lastDay)));
    } catch (error) {
      onFailure(error, current);
    } finally {
      setBusy(false);
    }
  };

  const reject = async (input: RejectSlipInput) => {
    if (!current || busy) return;
    setBusy(true);
    try {
      const { message } = await rejectSlip(current.slipId, input);
      setRejecting(false);
      toast.success(feeText(message));
      settle(current.slipId, q.rejectedAnnounce(current.studentName));
    } catch (error) {
      setRejecting(false);
      onFailure(error, current);
    } finally {
      setBusy(false);
    }
  };

  const onFailure = (error: unknown, payment: AdminPaymentView) => {
    console.error('Deciding a payment failed', error);
    const text = failureText(error, t.failed);
    if (isConflict(error)) {
      settle(payment.slipId, q.decidedElsewhere(text));
      toast.error(text);
    } else {
      toast.error(text);
    }
  };

  const move = (step: number) => {
    if (slips.length === 0) return;
    setIndex(Math.min(slips.length - 1, Math.max(0, at + step)));
  };

  useQueueKeys(load.status === 'ready' && !rejecting, (action: QueueAction) => {
    if (action === 'next') move(1);
    else if (action === 'previous') move(-1);
    else if (action === 'approve') void approve();
    else if (action === 'reject') setRejecting(current !== undefined);
    else setZoomRequest({ step: action === 'zoomIn' ? 1 : -1, at: Date.now() });
  });

  return (
    <div className="fee-queue">
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      {load.status === 'failed' && (
        <div className="admin-note admin-note--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={reload}>
            {t.retry}
          </button>
        </div>
      )}
      {load.status === 'ready' && (
        <>
          <h2 ref={headingRef} tabIndex={-1} className="fee-queue__count">
            {slips.length === 0 ? q.empty : q.waiting(slips.length)}
          </h2>
          {current && (
            <article className="fee-payment card" aria-label={q.position(at + 1, slips.length)}>
              <SlipViewer payment={current} zoomRequest={zoomRequest} />
              <div className="fee-payment__side">
                <p className="fee-payment__position">{q.position(at + 1, slips.length)}</p>
                <PaymentFacts payment={current} plan={plan} />
                <div className="fee-payment__actions">
                  <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void approve()}>
                    {q.approve}
                  </button>
                  <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setRejecting(true)}>
                    {q.reject}
                  </button>
                </div>
                <div className="fee-payment__moves">
                  <button type="button" className="btn btn--outline" disabled={at === 0} onClick={() => move(-1)}>
                    {q.previous}
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={at >= slips.length - 1}
                    onClick={() => move(1)}
                  >
                    {q.next}
                  </button>
                </div>
                <ul className="fee-keys" aria-label={q.shortcutsLabel}>
                  {Object.values(q.shortcuts).map((hint) => (
                    <li key={hint}>{hint}</li>
                  ))}
                </ul>
              </div>
            </article>
          )}
        </>
      )}
      {rejecting && current && (
        <RejectDialog
          studentName={current.studentName}
          busy={busy}
          onReject={(input) => void reject(input)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </div>
  );
}
