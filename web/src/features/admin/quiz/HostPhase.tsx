/**
 * What the projected host screen shows for each phase of the run: the question (large, with its
 * image, countdown and answered count), then at close the count per option as bars with the numbers
 * written out and the correct option named in words (not by colour alone), the top 10, and at the
 * end the podium.
 */
import type { HostStateResponse, LeaderRow } from '@schemas';
import { activeLanguage } from '../../../i18n/active';
import { formatNumber } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';

const t = adminTexts.quizzes.hostScreen;
const num = (n: number) => formatNumber(n, activeLanguage());

function Leaders({ rows, caption }: { rows: LeaderRow[]; caption: string }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.rank}</th>
          <th scope="col">{t.name}</th>
          <th scope="col">{t.score}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.rank}-${row.fullName}`}>
            <td>{num(row.rank)}</td>
            <td>{row.fullName}</td>
            <td>{num(row.score)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HostPhase({ host, secondsLeft }: { host: HostStateResponse; secondsLeft: number | null }) {
  const q = host.question;
  if (host.state === 'ended')
    return (
      <div>
        <p className="host__count">{t.ended}</p>
        <p>{t.players(num(host.joined))}</p>
        <Leaders rows={host.top.slice(0, 3)} caption={t.podium} />
      </div>
    );
  if (!q || (host.state !== 'question' && host.state !== 'closed')) return null;

  const closed = host.state === 'closed' ? host.closed : undefined;
  const total = closed ? closed.counts.reduce((a, b) => a + b, 0) : 0;
  const percent = (count: number) => num(total ? Math.round((count / total) * 100) : 0);
  return (
    <div>
      <div className="host__meta">
        <span>{t.of(q.index + 1, q.count)}</span>
        {host.state === 'question' && secondsLeft !== null && (
          <span role="timer" aria-live="off">
            {secondsLeft > 0 ? t.secondsLeft(secondsLeft) : t.timeUp}
          </span>
        )}
        <span>{t.answered(num(host.answered), num(host.joined))}</span>
      </div>
      <h2>{q.text}</h2>
      {q.image && <img className="host__image" src={q.image} alt="" />}
      {!closed && (
        <ol className="host__options">
          {q.options.map((option, i) => (
            <li key={i}>
              {i + 1}. {option}
            </li>
          ))}
        </ol>
      )}
      {closed && (
        <>
          <ul className="host__bars" aria-label={t.countsLabel}>
            {q.options.map((option, i) => {
              const count = closed.counts[i] ?? 0;
              const correct = i === closed.correct;
              return (
                <li key={i} className={`host__bar${correct ? ' host__bar--correct' : ''}`}>
                  <span>
                    {correct && <strong>✓ {t.correctMark}: </strong>}
                    {t.optionCount(`${i + 1}. ${option}`, num(count), percent(count))}
                  </span>
                  <span
                    className="host__bar-fill"
                    aria-hidden="true"
                    style={{ width: `${total ? (count / total) * 100 : 0}%` }}
                  />
                </li>
              );
            })}
          </ul>
          {closed.explanation && <p>{closed.explanation}</p>}
          <Leaders rows={host.top.slice(0, 10)} caption={t.top} />
        </>
      )}
    </div>
  );
}
