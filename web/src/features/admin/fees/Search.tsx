/**
 * Payments found by a student's name, e-mail or NIC, or by a bank reference: each with its state,
 * amount, month, who decided it and when, and its slip. The term is in the address (?q=), so a
 * reload or a shared link shows the same results.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findSlipsQuerySchema, type AdminPaymentView } from '@schemas';
import { rupees } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';
import { findSlips } from '../api/fees';
import { dateTimeText, monthText } from './dates';
import { failureText, feeText } from './fee-text';

const t = adminTexts.fees;
const s = t.search;

type Found = { status: 'idle' } | { status: 'failed'; text: string } | { status: 'ready'; slips: AdminPaymentView[] };

export default function Search() {
  const id = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('q') ?? '';
  const [term, setTerm] = useState(asked);
  const [error, setError] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });

  useEffect(() => {
    if (!asked) return;
    let live = true;
    findSlips(asked).then(
      (slips) => live && setFound({ status: 'ready', slips }),
      (failure: unknown) => {
        console.error('Searching payments failed', failure);
        if (live) setFound({ status: 'failed', text: failureText(failure, t.failed) });
      },
    );
    return () => {
      live = false;
    };
  }, [asked]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = findSlipsQuerySchema.safeParse({ q: term });
    if (!parsed.success) {
      setError(feeText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError('');
    navigate({ search: `?q=${encodeURIComponent(parsed.data.q)}` }, { replace: true });
  };

  return (
    <div className="fee-search">
      <form role="search" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-q`}>{s.label}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={term}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(event) => setTerm(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {s.hint}
          </p>
          <p id={`${id}-error`} className="field__error" aria-live="polite">
            {error}
          </p>
        </div>
        <button type="submit" className="btn btn--primary">
          {s.submit}
        </button>
      </form>
      {found.status === 'failed' && (
        <p className="admin-note admin-note--error" role="alert">
          {found.text}
        </p>
      )}
      {found.status === 'ready' && found.slips.length === 0 && <p>{s.none(asked)}</p>}
      {found.status === 'ready' && found.slips.length > 0 && (
        <div className="fee-table-wrap">
          <table className="fee-table">
            <caption>{s.resultsLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{s.student}</th>
                <th scope="col">{s.month}</th>
                <th scope="col">{s.amount}</th>
                <th scope="col">{s.reference}</th>
                <th scope="col">{s.state}</th>
                <th scope="col">{s.decidedBy}</th>
                <th scope="col">{s.slip}</th>
              </tr>
            </thead>
            <tbody>
              {found.slips.map((p) => (
                <tr key={p.slipId}>
                  <th scope="row">
                    {p.studentName}
                    <br />
                    <small>
                      {p.studentEmail}, {p.studentNic}
                    </small>
                  </th>
                  <td>{monthText(p.month)}</td>
                  <td>{rupees(p.amount)}</td>
                  <td>{p.reference ?? s.methods[p.method]}</td>
                  <td>{s.states[p.state]}</td>
                  <td>{p.decision ? s.decided(p.decision.byName, dateTimeText(p.decision.at)) : ''}</td>
                  <td>
                    {p.slipUrl && (
                      <a href={p.slipUrl} target="_blank" rel="noreferrer">
                        {s.openSlip}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
