/**
 * "Save offline" for one tute or lecture, and, once saved, where the save stands: progress while it
 * downloads (with "keep this page open" where no Background Fetch carries it), then "Saved
 * offline" with a way to the saved items. A polite live region says when saving starts, finishes
 * or fails.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../components/Link';
import { contentTexts } from '../../../texts/en-content';
import { useAuth } from '../../auth';
import { VISITOR } from '../lib/access-rules';
import { backgroundFetchExists } from '../lib/background';
import { keyOf, renditionsOf, titleOf, type SaveTarget } from '../lib/targets';
import { useSavedItem } from '../hooks/use-saved-items';
import { SaveDialog } from './SaveDialog';
import { SaveProgress } from './SaveProgress';
import '../offline.css';

const t = contentTexts.offline;

/** Saving needs IndexedDB and Cache Storage (absent in some private modes and old browsers). */
const canSave = () => typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';

export function SaveOfflineButton({ target }: { target: SaveTarget }) {
  return canSave() ? <SaveOffline target={target} /> : null;
}

function SaveOffline({ target }: { target: SaveTarget }) {
  const { user } = useAuth();
  const key = keyOf(target);
  const item = useSavedItem(key);
  const [choosing, setChoosing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastState = useRef<string | null>(null);
  const title = titleOf(target);

  // Finished or failed is announced for a save seen under way here, or started here (a short one
  // may finish before this button ever reads it under way).
  const startedHere = useRef(false);
  useEffect(() => {
    const state = item?.state ?? null;
    const before = lastState.current;
    lastState.current = state;
    if (before === state || (before === null && !startedHere.current)) return;
    if (state === 'done') setAnnouncement(t.finished(title));
    else if (state === 'failed') setAnnouncement(t.failed(title));
  }, [item?.state, title]);

  if (target.kind === 'lecture' && renditionsOf(target.video).length === 0) {
    return <p className="save-offline save-offline--unavailable muted">{t.notReady}</p>;
  }

  const onSaving = () => {
    startedHere.current = true;
    setAnnouncement(t.started(title));
  };

  let body;
  if (!item) {
    body = (
      <button
        type="button"
        className="btn btn--outline save-offline__button"
        aria-label={t.saveLabel(title)}
        disabled={item === undefined}
        onClick={() => setChoosing(true)}
      >
        {t.save}
      </button>
    );
  } else if (item.state === 'done') {
    body = (
      <p className="save-offline__done">
        <span className="badge badge--saved">{t.savedBadge}</span> <Link to="/saved">{t.seeSaved}</Link>
      </p>
    );
  } else {
    const inPage = item.via === 'page' || (item.via === undefined && !backgroundFetchExists());
    body = (
      <div className="save-offline__progress">
        <p className="save-offline__state">{t.states[item.state]}</p>
        {item.state === 'waiting-night' ? <p className="muted">{t.waitingNight}</p> : <SaveProgress item={item} />}
        {item.state === 'downloading' && <p className="muted">{inPage ? t.keepOpen : t.background}</p>}
        {item.state !== 'downloading' && item.state !== 'waiting-night' && <Link to="/saved">{t.seeSaved}</Link>}
      </div>
    );
  }

  return (
    <div className="save-offline">
      {body}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {choosing && (
        <SaveDialog
          target={target}
          owner={user?.email ?? VISITOR}
          onClose={() => setChoosing(false)}
          onSaving={onSaving}
          onStarted={() => setChoosing(false)}
        />
      )}
    </div>
  );
}
