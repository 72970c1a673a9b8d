/**
 * One saved item: its title, type, quality, size and state (with progress while it downloads),
 * Open once it is complete, and Delete.
 */
import { useId } from 'react';
import type { SavedItem } from '../../../lib/saved-db';
import { contentTexts } from '../../../texts/en-content';
import { sizeText } from '../lib/storage-check';
import { SaveProgress } from './SaveProgress';

const t = contentTexts.offline;

interface SavedItemCardProps {
  item: SavedItem;
  /** Why it does not open now, shown under it. */
  problem: string | null;
  onOpen: (item: SavedItem) => void;
  onDelete: (item: SavedItem) => void;
}

export function SavedItemCard({ item, problem, onOpen, onDelete }: SavedItemCardProps) {
  const headingId = useId();
  const done = item.state === 'done';
  return (
    <article className="saved-item" aria-labelledby={headingId} data-key={item.key} data-state={item.state}>
      <h3 id={headingId}>{item.title}</h3>
      <dl className="saved-item__facts">
        <div>
          <dt>{t.page.kind}</dt>
          <dd>{t.kinds[item.kind]}</dd>
        </div>
        {item.rendition && (
          <div>
            <dt>{t.page.quality}</dt>
            <dd>{item.rendition}</dd>
          </div>
        )}
        <div>
          <dt>{t.page.size}</dt>
          <dd>{sizeText(item.bytesTotal)}</dd>
        </div>
        <div>
          <dt>{t.page.state}</dt>
          <dd>{t.states[item.state]}</dd>
        </div>
      </dl>
      {!done && item.state !== 'waiting-night' && <SaveProgress item={item} />}
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      <div className="saved-item__actions">
        {done && (
          <button
            type="button"
            className="btn btn--primary"
            aria-label={t.page.openLabel(item.title)}
            onClick={() => onOpen(item)}
          >
            {t.page.open}
          </button>
        )}
        <button
          type="button"
          className="btn btn--outline"
          aria-label={t.page.deleteLabel(item.title)}
          onClick={() => onDelete(item)}
        >
          {t.page.delete}
        </button>
      </div>
    </article>
  );
}
