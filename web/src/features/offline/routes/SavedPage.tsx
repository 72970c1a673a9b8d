/**
 * /saved: what this device holds for offline study. The signed-in student's items (or, offline,
 * the last account the server confirmed) and public items saved logged out; each with its size and
 * state, Open and Delete; the total used; the night-data window. Opens with no network at all.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { getLastAccessCheck, type SavedItem } from '../../../lib/saved-db';
import { contentTexts } from '../../../texts/en-content';
import { useAuth } from '../../auth';
import { lastAccount } from '../lib/account';
import { mayOpen, visibleTo } from '../lib/access-rules';
import { deleteSaved } from '../lib/delete';
import { useSavedItems } from '../hooks/use-saved-items';
import { NightWindowForm } from '../components/NightWindowForm';
import { SavedItemCard } from '../components/SavedItemCard';
import { StorageSummary } from '../components/StorageSummary';
import '../../../styles/forms.css';
import '../../../styles/content.css';
import '../offline.css';

const t = contentTexts.offline.page;
const SavedTute = lazy(() => import('../components/SavedTute'));
const SavedLecture = lazy(() => import('../components/SavedLecture'));

export default function SavedPage() {
  const { user } = useAuth();
  const owner = user?.email ?? lastAccount();
  const { items } = useSavedItems();
  const shown = useMemo(
    () => (items ? visibleTo(items, owner).sort((a, b) => b.savedAt - a.savedAt) : undefined),
    [items, owner],
  );
  const [open, setOpen] = useState<SavedItem | null>(null);
  const [doomed, setDoomed] = useState<SavedItem | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');

  const onOpen = useCallback(async (item: SavedItem) => {
    const verdict = mayOpen(item, await getLastAccessCheck(item.owner), Date.now());
    setProblems((current) => ({ ...current, [item.key]: verdict.ok ? '' : t.stale }));
    if (verdict.ok) setOpen(item);
  }, []);

  const onConfirmDelete = async () => {
    if (!doomed) return;
    const { key, title } = doomed;
    setDoomed(null);
    await deleteSaved(key);
    setAnnouncement(t.deleted(title));
  };

  return (
    <section className="content-page saved-page" aria-labelledby="saved-heading">
      <header className="content-page__head">
        <h1 id="saved-heading">{t.heading}</h1>
        <p className="lead">{t.intro}</p>
      </header>
      {shown && <StorageSummary items={shown} />}
      <h2 id="saved-list-heading">{t.listHeading}</h2>
      {shown && shown.length === 0 && <p className="empty-state">{t.empty}</p>}
      {shown && shown.length > 0 && (
        <ul className="saved-list" aria-labelledby="saved-list-heading">
          {shown.map((item) => (
            <li key={item.key}>
              <SavedItemCard
                item={item}
                problem={problems[item.key] || null}
                onOpen={(picked) => void onOpen(picked)}
                onDelete={setDoomed}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <NightWindowForm />
      {doomed && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={t.deleteText(doomed.title)}
          confirmLabel={t.delete}
          cancelLabel={contentTexts.offline.cancel}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setDoomed(null)}
        />
      )}
      <Suspense fallback={null}>
        {open?.kind === 'tute' && <SavedTute item={open} onClose={() => setOpen(null)} />}
        {open?.kind === 'lecture' && <SavedLecture item={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </section>
  );
}
