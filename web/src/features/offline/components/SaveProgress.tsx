import type { SavedItem } from '../../../lib/saved-db';
import { contentTexts } from '../../../texts/en-content';
import { sizeText } from '../lib/storage-check';

const t = contentTexts.offline;

const percentOf = (item: Pick<SavedItem, 'bytesStored' | 'bytesTotal'>): number =>
  item.bytesTotal > 0 ? Math.min(100, Math.floor((item.bytesStored / item.bytesTotal) * 100)) : 0;

/** How far a save has got: a labelled progress bar and the same in megabytes and percent. */
export function SaveProgress({ item }: { item: SavedItem }) {
  const percent = item.state === 'done' ? 100 : percentOf(item);
  return (
    <div className="save-progress">
      <progress
        className="save-progress__bar"
        max={100}
        value={percent}
        aria-label={t.progressLabel(item.title)}
        aria-valuetext={t.progressText(sizeText(item.bytesStored), sizeText(item.bytesTotal), percent)}
      />
      <span className="save-progress__text">
        {t.progressText(sizeText(item.bytesStored), sizeText(item.bytesTotal), percent)}
      </span>
    </div>
  );
}
