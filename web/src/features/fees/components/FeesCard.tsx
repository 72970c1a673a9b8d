/**
 * The profile's "Class fees" card: until when each paid access runs ("Theory lectures: until
 * 7 December 2026"), and the way to pay for the month that comes next. Its own lazy chunk, as the
 * profile's quiz history is.
 */
import type { AccessField, AccessUntil } from '@schemas';
import { Link } from '../../../components/Link';
import { activeLanguage } from '../../../i18n/active';
import { formatCalendarDay, formatMonth } from '../../../i18n/calendar';
import { feesTexts } from '../../../texts/en-fees';
import { lastDayOf, monthToPay } from '../dates';
import '../fees.css';

const t = feesTexts.card;

export default function FeesCard({ accessUntil }: { accessUntil: AccessUntil | undefined }) {
  const language = activeLanguage();
  const running = (Object.entries(accessUntil ?? {}) as [AccessField, string][])
    .filter(([, end]) => Date.parse(end) > Date.now())
    .sort(([, a], [, b]) => Date.parse(a) - Date.parse(b));
  const month = monthToPay(accessUntil);
  return (
    <section className="fees-card" aria-labelledby="fees-card-heading">
      <h2 id="fees-card-heading">{t.heading}</h2>
      {running.length === 0 ? (
        <p className="muted">{t.nothingRunning}</p>
      ) : (
        <ul className="fees-card__list">
          {running.map(([flag, end]) => (
            <li key={flag}>{t.until(feesTexts.flags[flag], formatCalendarDay(lastDayOf(end), language))}</li>
          ))}
        </ul>
      )}
      <Link className="btn btn--primary" to={`/fees?month=${month}`}>
        {t.payFor(formatMonth(month, language))}
      </Link>
    </section>
  );
}
