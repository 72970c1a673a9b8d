import { useEffect, useState } from 'react';
import type { SavedItem } from '../../../lib/saved-db';
import { contentTexts } from '../../../texts/en-content';
import { sizeText, storageEstimate } from '../lib/storage-check';

const t = contentTexts.offline.page;

/** The total the listed items use, and the browser's estimate of this site's use and allowance. */
export function StorageSummary({ items }: { items: SavedItem[] }) {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const used = items.reduce((sum, item) => sum + item.bytesStored, 0);

  useEffect(() => {
    void storageEstimate().then(setEstimate);
  }, [used]);

  return (
    <div className="saved-page__summary">
      <p className="saved-page__total">{t.totalUsed(sizeText(used))}</p>
      {estimate?.quota !== undefined && (
        <p className="muted">{t.estimate(sizeText(estimate.usage ?? 0), sizeText(estimate.quota))}</p>
      )}
    </div>
  );
}
