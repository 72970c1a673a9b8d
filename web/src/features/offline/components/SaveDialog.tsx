/**
 * Save offline, step one: for a lecture the quality (Data saver, the lowest, chosen by default),
 * each with its size; for a tute its size. Save checks the free space first and refuses with both
 * figures when it is short, asks for persistent storage, then records the save and starts it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { contentTexts } from '../../../texts/en-content';
import { askPersistence, roomFor, storageEstimate, sizeText } from '../lib/storage-check';
import { lectureDraft, saveDraft, tuteDraft } from '../lib/save';
import { folderOf, renditionsOf, titleOf, type SaveTarget } from '../lib/targets';

const t = contentTexts.offline;

interface SaveDialogProps {
  target: SaveTarget;
  owner: string;
  onClose: () => void;
  /** Just before the save is recorded (a short download may finish before `onStarted`). */
  onSaving: () => void;
  onStarted: () => void;
}

export function SaveDialog({ target, owner, onClose, onSaving, onStarted }: SaveDialogProps) {
  const renditions = target.kind === 'lecture' ? renditionsOf(target.video) : [];
  const [choice, setChoice] = useState(renditions[0]?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const title = titleOf(target);
  const rendition = renditions.find((r) => r.name === choice);
  const bytes = target.kind === 'tute' ? target.tute.size : (rendition?.bytes ?? 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const room = roomFor(bytes, await storageEstimate());
      if (!room.ok) {
        setProblem(t.noRoom(sizeText(room.neededBytes), sizeText(room.freeBytes)));
        return;
      }
      await askPersistence();
      const folder = rendition && folderOf(rendition.playlist);
      const draft =
        target.kind === 'tute'
          ? tuteDraft(target.category, target.tute, owner)
          : rendition && folder
            ? await lectureDraft(folder, target.video.title, rendition, owner)
            : null;
      if (!draft) return;
      onSaving();
      await saveDraft(draft);
      onStarted();
    } catch (error) {
      console.warn('Saving could not start', error);
      setProblem(t.failedToStart);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t.dialogTitle(title)} onClose={onClose} className="modal--small" initialFocus={firstRef}>
      <form className="save-dialog" onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
        {target.kind === 'lecture' ? (
          <fieldset className="save-dialog__qualities" aria-labelledby={legendId}>
            <legend id={legendId}>{t.qualityLegend}</legend>
            {renditions.map((r, index) => (
              <label key={r.name} className="save-dialog__quality">
                <input
                  ref={index === 0 ? firstRef : undefined}
                  type="radio"
                  name="rendition"
                  value={r.name}
                  checked={choice === r.name}
                  onChange={() => setChoice(r.name)}
                />{' '}
                {index === 0 ? t.dataSaver(r.name) : r.name} · {sizeText(r.bytes)}
              </label>
            ))}
          </fieldset>
        ) : (
          <p>{t.tuteSize(sizeText(bytes))}</p>
        )}
        {busy && <p className="muted">{t.checking}</p>}
        {problem && (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t.cancel}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy || (target.kind === 'lecture' && !rendition)}
          >
            {t.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
