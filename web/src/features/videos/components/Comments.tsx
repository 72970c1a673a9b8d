import { useId, useState, type FormEvent } from 'react';
import { Link } from '../../../components/Link';
import { useOfflineSlots } from '../../../components/offline-slots';
import { useToast } from '../../../components/toasts';
import { contentTexts } from '../../../texts/en-content';
import { addComment } from '../api/add-comment';
import type { VideoMetaState } from '../hooks/use-video-meta';
import { activeLanguage } from '../../../i18n/active';
import { formatDate } from '../../../i18n/format';

const t = contentTexts.videos;
const COMMENT_MAX = 1000;

/**
 * Comments: the list (author, date, text) and, for a signed-in student, the box with Post (disabled
 * when blank). Offline a comment is queued and posted when the connection is back.
 */
export function Comments({ title, state, canPost }: { title: string; state: VideoMetaState; canPost: boolean }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { sendOrQueue } = useOfflineSlots();
  const headingId = useId();
  const comments = state.meta?.comments ?? [];
  const blank = text.trim().length === 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    try {
      const comment = text.trim();
      const result = await sendOrQueue({ kind: 'comment', title, comment }, () => addComment(title, comment));
      if (result === 'queued') toast.success(t.commentQueued);
      else state.update((meta) => ({ ...meta, comments: [result.comment, ...meta.comments] }));
      setText('');
    } catch (error) {
      console.error('Adding a comment failed', error);
      toast.error(t.commentFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="comments" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t.commentsHeading} {state.meta && <span className="muted">({comments.length})</span>}
      </h3>
      {canPost ? (
        <form className="comments__form" onSubmit={(e) => void onSubmit(e)}>
          <label htmlFor={`${headingId}-input`}>{t.commentLabel}</label>
          <textarea
            id={`${headingId}-input`}
            rows={2}
            maxLength={COMMENT_MAX}
            placeholder={t.commentPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={blank || busy}>
            {t.post}
          </button>
        </form>
      ) : (
        <p className="comments__login">
          {t.loginToJoin} <Link to="/login">{t.login}</Link>
        </p>
      )}
      {state.meta && comments.length === 0 && <p className="muted">{t.noComments}</p>}
      {comments.length > 0 && (
        <ul className="comments__list">
          {comments.map((c) => (
            <li key={`${c.createdAt}-${c.name}-${c.comment.slice(0, 16)}`} className="comment">
              <p className="comment__meta">
                <strong>{c.name}</strong>{' '}
                <time dateTime={c.createdAt}>{formatDate(c.createdAt, activeLanguage(), 'medium')}</time>
              </p>
              <p className="comment__text">{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
