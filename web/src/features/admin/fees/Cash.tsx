/**
 * Cash taken at the class: find the student, pick the plan (the one used last is chosen already,
 * since a class mostly takes one fee) and the month (this month unless changed), then Record. The
 * server grants the access at once; its answer is shown as it says it.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminUserView, FeePlanView } from '@schemas';
import { useToast } from '../../../components/toasts';
import { rupees } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';
import { recordCash, getPlans } from '../api/fees';
import { getAllUsers } from '../api/get-all-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { dayText, monthAt, monthText, shiftMonth } from './dates';
import { failureText, feeText } from './fee-text';

const t = adminTexts.fees;
const c = t.cash;
/** Per browser: the admin at the class desk records the same plan again and again. */
const LAST_PLAN_KEY = 'admin.fees.lastCashPlan';
const MONTH_STEPS = [
  { key: 'previous', step: -1 },
  { key: 'current', step: 0 },
  { key: 'next', step: 1 },
] as const;

const lastPlan = (): string | null => {
  try {
    return localStorage.getItem(LAST_PLAN_KEY);
  } catch {
    return null;
  }
};

export default function Cash() {
  const id = useId();
  const toast = useToast();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), 300);
  const [found, setFound] = useState<AdminUserView[] | null>(null);
  const [student, setStudent] = useState<AdminUserView | null>(null);
  const [plans, setPlans] = useState<FeePlanView[]>([]);
  const [planId, setPlanId] = useState('');
  const [thisMonth] = useState(() => monthAt(Date.now()));
  const [month, setMonth] = useState(thisMonth);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getPlans().then(
      (all) => {
        const open = all.filter((p) => !p.retired);
        setPlans(open);
        const remembered = lastPlan();
        setPlanId(open.find((p) => p.planId === remembered)?.planId ?? open[0]?.planId ?? '');
      },
      (error: unknown) => console.error('Loading the fee plans failed', error),
    );
  }, []);

  useEffect(() => {
    if (search.length === 0 || student) {
      setFound(null);
      return;
    }
    let live = true;
    getAllUsers({ search }).then(
      (page) => live && setFound(page.users),
      (error: unknown) => console.error('Searching students failed', error),
    );
    return () => {
      live = false;
    };
  }, [search, student]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!student) {
      setResult({ ok: false, text: c.chooseStudent });
      return;
    }
    setBusy(true);
    try {
      const { message, lastDay } = await recordCash({ userId: student._id, planId, month });
      try {
        localStorage.setItem(LAST_PLAN_KEY, planId);
      } catch {
        // Private browsing may refuse storage; the plan is then simply not remembered.
      }
      setResult({ ok: true, text: `${feeText(message)} ${c.until(dayText(lastDay))}` });
      toast.success(feeText(message));
    } catch (error) {
      console.error('Recording cash failed', error);
      setResult({ ok: false, text: failureText(error, t.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="fee-cash" onSubmit={onSubmit} noValidate>
      <h2>{c.heading}</h2>
      <p>{c.intro}</p>
      {student ? (
        <p className="fee-cash__chosen">
          <strong>{c.chosen(student.fullName)}</strong> ({student.email}, {student.idNo}){' '}
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              setStudent(null);
              setResult(null);
            }}
          >
            {c.change}
          </button>
        </p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-find`}>{c.find}</label>
          <input
            id={`${id}-find`}
            type="search"
            value={term}
            aria-describedby={`${id}-find-hint`}
            onChange={(event) => setTerm(event.target.value)}
          />
          <p id={`${id}-find-hint`} className="field__hint">
            {c.findHint}
          </p>
          {found && found.length === 0 && <p>{c.noMatch(search)}</p>}
          {found && found.length > 0 && (
            <ul className="fee-cash__found" aria-label={c.resultsLabel}>
              {found.map((u) => (
                <li key={u._id}>
                  <button type="button" className="btn btn--outline" onClick={() => setStudent(u)}>
                    <span className="sr-only">{c.choose(u.fullName)}</span>
                    <span aria-hidden="true">{u.fullName}</span>
                  </button>{' '}
                  <span>
                    {u.email}, {u.idNo}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {plans.length === 0 ? (
        <p>{c.noPlans}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-plan`}>{c.plan}</label>
          <select id={`${id}-plan`} value={planId} onChange={(event) => setPlanId(event.target.value)}>
            {plans.map((p) => (
              <option key={p.planId} value={p.planId}>
                {p.name} — {rupees(p.price)}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="fee-cash__months">
        <legend>{c.month}</legend>
        {MONTH_STEPS.map(({ key, step }) => {
          const value = shiftMonth(thisMonth, step);
          return (
            <label key={key}>
              <input
                type="radio"
                name="month"
                value={value}
                checked={month === value}
                onChange={() => setMonth(value)}
              />
              {c.months[key]} ({monthText(value)})
            </label>
          );
        })}
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={busy || plans.length === 0}>
        {c.record}
      </button>
      <p className={result?.ok === false ? 'field__error' : 'fee-cash__result'} role="status">
        {result?.text}
      </p>
    </form>
  );
}
