/** A saved tute in the PDF viewer, from a blob: URL of the cached file (no network needed). */
import { useEffect, useState } from 'react';
import type { SavedItem } from '../../../lib/saved-db';
import { contentTexts } from '../../../texts/en-content';
import { PdfViewer } from '../../tutes';
import { readFile } from '../lib/saved-cache';

export default function SavedTute({ item, onClose }: { item: SavedItem; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let created: string | null = null;
    let live = true;
    readFile(item.urls[0] ?? '')
      .then((blob) => {
        if (!live) return;
        if (!blob) return setFailed(true);
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(created);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [item]);

  if (failed) {
    return (
      <p className="notice notice--error" role="alert">
        {contentTexts.offline.page.openFailed}
      </p>
    );
  }
  if (!url) return null;
  return (
    <PdfViewer pdf={{ name: item.title, url, year: null, size: item.bytesTotal }} onClose={onClose} closeOnBackdrop />
  );
}
