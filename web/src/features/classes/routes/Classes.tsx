/**
 * Classes: a card per class. The sample classes show until the server list arrives (a failed
 * load is only logged and leaves them). For an admin each card has a Delete button, which asks for
 * confirmation first.
 */
import { useEffect, useState } from 'react';
import type { ClassView } from '@schemas';
import { useAuth } from '../../auth';
import { useToast } from '../../../components/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import { contentTexts } from '../../../texts/en-content';
import { deleteClass } from '../api/delete-class';
import { getClasses } from '../api/get-classes';
import { ClassCard } from '../components/ClassCard';
import { SAMPLE_CLASSES } from '../components/sample-classes';
import '../../../styles/content.css';

const t = contentTexts.classes;

export default function Classes() {
  const [classes, setClasses] = useState<readonly ClassView[]>(SAMPLE_CLASSES);
  const [fromServer, setFromServer] = useState(false);
  const [pending, setPending] = useState<ClassView | null>(null);
  const [busy, setBusy] = useState(false);
  const { isAdmin } = useAuth();
  const toast = useToast();

  useEffect(() => {
    let live = true;
    getClasses()
      .then((list) => {
        if (!live) return;
        setClasses(list);
        setFromServer(true);
      })
      .catch((error: unknown) => console.error('Loading classes failed', error));
    return () => {
      live = false;
    };
  }, []);

  const remove = (id: string) => setClasses((list) => list.filter((c) => c._id !== id));

  const onConfirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteClass(pending._id);
      remove(pending._id);
      // The catalogue's words (the server says the same in English): the reader's language, and no
      // lookup code for a visitor's page, where only an admin ever deletes.
      toast.success(t.deleted);
    } catch (error) {
      // Already gone (deleted in another tab): the list catches up and the reader is told why.
      if (error instanceof ApiError && error.status === 404) remove(pending._id);
      toast.error(messageOf(error, t.deleteFailed));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <section className="content-page" aria-labelledby="classes-heading">
      <header className="content-page__head">
        <h1 id="classes-heading">{t.heading}</h1>
        <p className="lead">{t.intro}</p>
      </header>
      {fromServer && classes.length === 0 ? (
        <p className="empty-state">{t.empty}</p>
      ) : (
        <ul className="card-grid" aria-labelledby="classes-heading">
          {classes.map((item) => (
            <li key={item._id}>
              <ClassCard item={item} onDelete={isAdmin && fromServer ? setPending : undefined} />
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(pending.title)}
          confirmLabel={t.confirm}
          cancelLabel={t.cancel}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void onConfirm()}
        />
      )}
    </section>
  );
}
