import type { TuteCategory, TuteItem } from '@schemas';
import { useOfflineSlots } from '../../../components/offline-slots';
import { contentTexts } from '../../../texts/en-content';

const t = contentTexts.tutes;

interface TuteCardProps {
  tute: TuteItem;
  category: TuteCategory;
  onOpen: (tute: TuteItem) => void;
  /** Sampath books: "Free" and "Updated On {current year}". */
  free?: boolean;
}

export function TuteCard({ tute, category, onOpen, free = false }: TuteCardProps) {
  const { saveTute } = useOfflineSlots();
  return (
    <article className="pdf-card">
      <svg className="pdf-card__icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
        <path
          d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5zM8 13v5h1.3v-1.6h.8a1.7 1.7 0 0 0 0-3.4zm1.3 1.1h.7a.6.6 0 0 1 0 1.2h-.7zM12.3 13v5h1.6a2.5 2.5 0 0 0 0-5zm1.3 1.1h.3a1.4 1.4 0 0 1 0 2.8h-.3zM17 13v5h1.3v-2h1.5v-1.1h-1.5v-.8H20V13z"
          fill="currentColor"
        />
      </svg>
      <h2 className="pdf-card__name">{tute.name}</h2>
      {free ? (
        <p className="pdf-card__meta">
          <span className="badge badge--free">{t.free}</span>{' '}
          <span className="muted">{t.updatedOn(new Date().getFullYear())}</span>
        </p>
      ) : (
        tute.year && <p className="pdf-card__meta muted">{t.year(tute.year)}</p>
      )}
      <button
        type="button"
        className="btn btn--primary pdf-card__download"
        aria-label={t.downloadLabel(tute.name)}
        onClick={() => onOpen(tute)}
      >
        {t.download}
      </button>
      {saveTute(category, tute)}
    </article>
  );
}
