/**
 * A month's fees: how many paid and how much, by plan and in total, and who had access last month
 * but has not paid this one (with phone numbers, to call), with an Export CSV of both. The month is
 * in the address (?month=2026-12); this month unless chosen.
 */
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FeeReport } from '@schemas';
import { rupees } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';
import { getReport } from '../api/fees';
import { downloadCsv } from '../quiz/csv';
import { monthAt, monthText, shiftMonth } from './dates';
import { failureText } from './fee-text';
import { reportCsv } from './report-csv';

const t = adminTexts.fees;
const r = t.report;
/** A year back and the next month: the books of the school year, and a month paid ahead. */
const MONTHS_BACK = 12;

type Load = { status: 'loading' } | { status: 'failed'; text: string } | { status: 'ready'; report: FeeReport };

export default function Report() {
  const id = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [thisMonth] = useState(() => monthAt(Date.now()));
  const choices = Array.from({ length: MONTHS_BACK + 2 }, (_, i) => shiftMonth(thisMonth, 1 - i));
  const requested = new URLSearchParams(search).get('month');
  const month = requested && /^\d{4}-(0[1-9]|1[0-2])$/.test(requested) ? requested : thisMonth;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    getReport(month).then(
      (report) => live && setLoad({ status: 'ready', report }),
      (error: unknown) => {
        console.error('Loading the fee report failed', error);
        if (live) setLoad({ status: 'failed', text: failureText(error, t.loadFailed) });
      },
    );
    return () => {
      live = false;
    };
  }, [month]);

  return (
    <div className="fee-report">
      <div className="field">
        <label htmlFor={`${id}-month`}>{r.month}</label>
        <select
          id={`${id}-month`}
          value={month}
          onChange={(event) => navigate({ search: `?month=${event.target.value}` }, { replace: true })}
        >
          {(choices.includes(month) ? choices : [month, ...choices]).map((m) => (
            <option key={m} value={m}>
              {monthText(m)}
            </option>
          ))}
        </select>
      </div>
      {load.status === 'failed' && (
        <p className="admin-note admin-note--error" role="alert">
          {load.text}
        </p>
      )}
      {load.status === 'ready' && <ReportTables report={load.report} />}
    </div>
  );
}

function ReportTables({ report }: { report: FeeReport }) {
  return (
    <>
      <p className="fee-report__paid">{r.paid(report.paidCount, rupees(report.paidAmount))}</p>
      <button
        type="button"
        className="btn btn--outline"
        onClick={() => downloadCsv(r.csvFile(report.month), reportCsv(report))}
      >
        {r.exportCsv}
      </button>
      <div className="fee-table-wrap">
        <table className="fee-table">
          <caption>{r.byPlanLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{r.plan}</th>
              <th scope="col">{r.count}</th>
              <th scope="col">{r.amount}</th>
            </tr>
          </thead>
          <tbody>
            {report.byPlan.map((p) => (
              <tr key={p.planId}>
                <th scope="row">{p.planName}</th>
                <td>{p.count}</td>
                <td>{rupees(p.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{r.total}</th>
              <td>{report.paidCount}</td>
              <td>{rupees(report.paidAmount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h2>{r.unpaidHeading}</h2>
      {report.unpaid.length === 0 ? (
        <p>{r.unpaidNone}</p>
      ) : (
        <div className="fee-table-wrap">
          <table className="fee-table">
            <caption className="sr-only">{r.unpaidHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{r.name}</th>
                <th scope="col">{r.phone}</th>
                <th scope="col">{r.email}</th>
                <th scope="col">{r.lastPlan}</th>
              </tr>
            </thead>
            <tbody>
              {report.unpaid.map((u) => (
                <tr key={u.userId}>
                  <th scope="row">{u.fullName}</th>
                  <td>
                    <a href={`tel:${u.phoneNumber}`}>{u.phoneNumber}</a>
                  </td>
                  <td>{u.email}</td>
                  <td>{u.lastPlanName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
