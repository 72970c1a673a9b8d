import type { ClassView } from '@schemas';
import { contentTexts } from '../../../texts/en-content';

const t = contentTexts.classes;

interface ClassCardProps {
  item: ClassView;
  /** Given only to an admin, for a class that exists on the server. */
  onDelete?: (item: ClassView) => void;
}

type Names = Readonly<Record<string, string>>;

/** A stored English word (a class type or day) by its name in the reader's language, else as stored. */
const nameOf = (names: Names, stored: string): string => names[stored] ?? stored;

/** "Saturday: 08:00-12:00", as the server composes a schedule, with the day named in the reader's language. */
const scheduleText = (schedule: string): string => {
  const [day, times] = schedule.split(/: (.*)/s);
  return times === undefined || day === undefined ? schedule : `${nameOf(t.days, day)}: ${times}`;
};

/** Class card: title, teacher, type, location, schedule and the fee as "Rs. 2,000/= Per Month" (`rupees`). */
export function ClassCard({ item, onDelete }: ClassCardProps) {
  const rows: ReadonlyArray<[string, string]> = [
    [t.teacher, item.teacher],
    [t.type, nameOf(t.types, item.type)],
    [t.location, item.location],
    [t.schedule, scheduleText(item.schedule)],
  ];
  return (
    <article className="class-card">
      <h2 className="class-card__title">{item.title}</h2>
      <dl className="class-card__details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="class-card__fee">
        <span className="sr-only">{t.fee}: </span>
        {t.feeText(item.fee)}
      </p>
      {onDelete && (
        <button
          type="button"
          className="btn btn--danger class-card__delete"
          aria-label={t.deleteLabel(item.title)}
          onClick={() => onDelete(item)}
        >
          {t.delete}
        </button>
      )}
    </article>
  );
}
