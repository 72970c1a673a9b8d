/**
 * "Pay for <month>": a plan (name, price, what it opens), one of the two months a student may pay
 * for, the amount (the plan's price to start with), the bank reference, the payment date and the
 * slip. Each field's message sits under it, tied by aria-describedby; the live region below the
 * button says what the payment is doing and how it ended.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { FeePlanView } from '@schemas';
import { activeLanguage } from '../../../i18n/active';
import { formatCalendarDay, formatMonth } from '../../../i18n/calendar';
import { rupees } from '../../../i18n/format';
import { TextField } from '../../../components/TextField';
import { feesTexts } from '../../../texts/en-fees';
import { colomboToday } from '../dates';
import { checkPayment, earliestPaidOn, fieldOfCode, PAY_FIELDS, type PayField, type PayValues } from '../pay-form';
import type { PreparedSlip, SlipProblem } from '../slip-file';
import { useSlipUpload } from '../use-slip-upload';
import { SlipPicker } from './SlipPicker';

const t = feesTexts.pay;

interface PayFormProps {
  plans: FeePlanView[];
  months: readonly string[];
  initialMonth: string | undefined;
  onSent: () => void;
}

export const opensText = (plan: FeePlanView) => t.opens(plan.grants.map((flag) => feesTexts.flags[flag]).join(', '));

export function PayForm({ plans, months, initialMonth, onSent }: PayFormProps) {
  const language = activeLanguage();
  const first = plans[0];
  const [values, setValues] = useState<PayValues>(() => ({
    planId: first?.planId ?? '',
    month: initialMonth && months.includes(initialMonth) ? initialMonth : (months[0] ?? ''),
    amount: first ? String(first.price) : '',
    reference: '',
    paidOn: colomboToday(),
  }));
  const [slip, setSlip] = useState<PreparedSlip>();
  const [slipProblem, setSlipProblem] = useState<SlipProblem>();
  const [touched, setTouched] = useState<Partial<Record<PayField, boolean>>>({});
  const form = useRef<HTMLFormElement>(null);
  const { state, send, retry, reset } = useSlipUpload(() => {
    setSlip(undefined);
    setValues((v) => ({ ...v, reference: '' }));
    setTouched({});
    onSent();
  });

  const checked = checkPayment(values, slip, slipProblem, months);
  const errors = checked.errors ?? {};
  // A refusal the server ties to a field (a payment date its clock finds too old) shows under it too.
  const refusedField = state.phase === 'refused' ? fieldOfCode(state.code) : undefined;
  const shown = (field: PayField) =>
    (touched[field] ? errors[field] : undefined) ??
    (field === refusedField && state.phase === 'refused' ? state.message : undefined);
  const set = (field: keyof PayValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (state.phase === 'sent' || state.phase === 'refused') reset();
  };
  const touch = (field: PayField) => setTouched((tc) => (tc[field] ? tc : { ...tc, [field]: true }));
  const busy = state.phase === 'sending' || state.phase === 'uploading';

  const choosePlan = (plan: FeePlanView) =>
    setValues((v) => ({ ...v, planId: plan.planId, amount: String(plan.price) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (checked.errors) {
      setTouched(Object.fromEntries(PAY_FIELDS.map((field) => [field, true])));
      // The first field with a message takes focus, so its message is read out with it.
      const invalid = PAY_FIELDS.find((field) => errors[field]);
      form.current?.querySelector<HTMLElement>(`[data-field="${invalid}"]`)?.focus();
      return;
    }
    void send(checked.body, slip!);
  };

  const status =
    state.phase === 'sending'
      ? t.sending
      : state.phase === 'uploading'
        ? t.uploading(state.percent)
        : state.phase === 'uploadFailed'
          ? t.uploadFailed
          : state.phase === 'refused'
            ? state.message
            : state.phase === 'sent'
              ? t.sent
              : '';

  return (
    <form ref={form} className="form fees-pay" noValidate onSubmit={onSubmit} aria-labelledby="pay-heading">
      <h2 id="pay-heading">{t.heading(formatMonth(values.month, language))}</h2>
      <p className="muted">{t.intro}</p>
      <fieldset className="fees-plans" aria-describedby={shown('planId') ? 'planId-error' : undefined}>
        <legend>{t.plan}</legend>
        {plans.map((plan) => (
          <label key={plan.planId} className="fees-plan">
            <input
              type="radio"
              name="planId"
              data-field={plan === first ? 'planId' : undefined}
              checked={values.planId === plan.planId}
              onChange={() => choosePlan(plan)}
            />
            <span>
              <strong>{plan.name}</strong> — {rupees(plan.price)}
              <br />
              <span className="muted">{opensText(plan)}</span>
            </span>
          </label>
        ))}
        <p id="planId-error" className="field__error" aria-live="polite">
          {shown('planId')}
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor="month">{t.month}</label>
        <select
          id="month"
          data-field="month"
          value={values.month}
          aria-invalid={shown('month') ? true : undefined}
          aria-describedby={shown('month') ? 'month-error' : undefined}
          onChange={(e) => set('month', e.target.value)}
        >
          {months.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month, language)}
            </option>
          ))}
        </select>
        <p id="month-error" className="field__error" aria-live="polite">
          {shown('month')}
        </p>
      </div>
      <TextField
        name="amount"
        data-field="amount"
        label={t.amount}
        inputMode="numeric"
        value={values.amount}
        onChange={(e) => set('amount', e.target.value)}
        onBlur={() => touch('amount')}
        error={shown('amount')}
      />
      <TextField
        name="reference"
        data-field="reference"
        label={t.reference}
        autoComplete="off"
        value={values.reference}
        onChange={(e) => set('reference', e.target.value)}
        onBlur={() => touch('reference')}
        error={shown('reference')}
      />
      <TextField
        name="paidOn"
        data-field="paidOn"
        label={t.paidOn}
        type="date"
        min={earliestPaidOn()}
        max={colomboToday()}
        // The picker writes the date as the phone's settings say (month first on some); this says it plainly.
        hint={formatCalendarDay(values.paidOn, language)}
        value={values.paidOn}
        onChange={(e) => set('paidOn', e.target.value)}
        onBlur={() => touch('paidOn')}
        error={shown('paidOn')}
      />
      <SlipPicker
        slip={slip}
        error={shown('slip')}
        disabled={busy}
        onPicked={(picked) => {
          setSlip(picked.slip);
          setSlipProblem(picked.problem);
          touch('slip');
          // Another slip is another payment: the failed upload's claim no longer matches it.
          reset();
        }}
      />
      <div className="fees-pay__actions">
        {/* While an upload waits for its retry, a second Send would claim the same payment twice. */}
        <button type="submit" className="btn btn--primary" disabled={busy || state.phase === 'uploadFailed'}>
          {t.submit}
        </button>
        {state.phase === 'uploadFailed' && (
          <button type="button" className="btn btn--accent" onClick={() => void retry()}>
            {t.retry}
          </button>
        )}
      </div>
      {state.phase === 'uploading' && (
        <progress
          className="fees-pay__progress"
          max={100}
          value={state.percent}
          aria-label={t.uploading(state.percent)}
        />
      )}
      <p className="fees-pay__status" role="status">
        {status}
      </p>
    </form>
  );
}
