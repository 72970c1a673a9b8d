/**
 * One received message: sender name, date (medium), the text, and Mark Read/Read, Reply and
 * Delete. Read/unread shows what the server stored (it flips only after the server confirms).
 * A read card is dimmed and also labelled "Read", so the state never rests on colour alone. Reply
 * opens a textarea with Send Reply, animated 300 ms in and 200 ms out unless the reader prefers
 * reduced motion; its open state and text are the card's own (client-only replyOpen/replyText).
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { adminTexts } from '../../../texts/en-admin';
import { activeLanguage } from '../../../i18n/active';
import { formatDate } from '../../../i18n/format';
import { REPLY_TEXT_MAX, type ContactMessageView } from '@schemas';
import { usePresence } from '../hooks/use-presence';

const t = adminTexts.messages;
const REPLY_IN_MS = 300;
const REPLY_OUT_MS = 200;

const formatMedium = (iso: string) => formatDate(iso, activeLanguage(), 'medium');

interface MessageCardProps {
  message: ContactMessageView;
  onToggleRead: (message: ContactMessageView) => Promise<void>;
  /** Resolves true when the reply was sent (the card then closes its reply box). */
  onReply: (message: ContactMessageView, replyText: string) => Promise<boolean>;
  onDelete: (message: ContactMessageView) => void;
}

export const MessageCard = memo(function MessageCard({ message, onToggleRead, onReply, onDelete }: MessageCardProps) {
  const [flipping, setFlipping] = useState(false);
  const [replyOpen, setReplyOpen] = useState(false);
  const [replyText, setReplyText] = useState('');
  const [sending, setSending] = useState(false);
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const { mounted, closing } = usePresence(replyOpen, REPLY_OUT_MS, reduceMotion);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const replyId = `${baseId}-reply`;

  useEffect(() => {
    if (replyOpen) textareaRef.current?.focus();
  }, [replyOpen]);

  const toggleRead = async () => {
    setFlipping(true);
    try {
      await onToggleRead(message);
    } finally {
      setFlipping(false);
    }
  };

  const send = async () => {
    if (!replyText.trim() || sending) return;
    setSending(true);
    const sent = await onReply(message, replyText.trim());
    setSending(false);
    if (sent) {
      setReplyOpen(false);
      setReplyText('');
      replyButtonRef.current?.focus();
    }
  };

  const date = formatMedium(message.date);
  return (
    <article
      id={`message-${message._id}`}
      className={`message-card card${message.isRead ? ' message-card--read' : ''}`}
      aria-labelledby={nameId}
      tabIndex={-1}
    >
      <header className="message-card__head">
        <h2 id={nameId} className="message-card__name">
          {message.name}
        </h2>
        <span className={`message-state message-state--${message.isRead ? 'read' : 'new'}`}>
          {message.isRead ? t.readLabel : t.unreadLabel}
        </span>
      </header>
      {date && (
        <p className="message-card__date">
          <time dateTime={message.date}>{date}</time>
        </p>
      )}
      <p className="message-card__contact">
        <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone && (
          <>
            {' · '}
            <a href={`tel:${message.phone}`}>{message.phone}</a>
          </>
        )}
      </p>
      <p className="message-card__text">{message.message}</p>
      {message.repliedAt && <p className="message-card__replied">{t.repliedOn(formatMedium(message.repliedAt))}</p>}
      <div className="message-card__actions">
        <button type="button" className="btn btn--outline" disabled={flipping} onClick={() => void toggleRead()}>
          {message.isRead ? t.read : t.markRead}
        </button>
        <button
          ref={replyButtonRef}
          type="button"
          className="btn btn--primary"
          aria-expanded={replyOpen}
          aria-controls={mounted ? replyId : undefined}
          onClick={() => setReplyOpen((open) => !open)}
        >
          {t.reply}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          aria-label={t.deleteLabel(message.name)}
          onClick={() => onDelete(message)}
        >
          {t.delete}
        </button>
      </div>
      {mounted && (
        <div
          id={replyId}
          className={`reply-box${closing ? ' reply-box--closing' : ''}`}
          style={{ animationDuration: `${closing ? REPLY_OUT_MS : REPLY_IN_MS}ms` }}
          inert={closing}
        >
          <label htmlFor={`${replyId}-text`}>{t.replyText(message.name)}</label>
          <textarea
            ref={textareaRef}
            id={`${replyId}-text`}
            rows={4}
            maxLength={REPLY_TEXT_MAX}
            value={replyText}
            aria-describedby={`${replyId}-hint`}
            onChange={(e) => setReplyText(e.target.value)}
          />
          <p id={`${replyId}-hint`} className="field__hint">
            {t.replyHint}
          </p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={sending || !replyText.trim()}
            onClick={() => void send()}
          >
            {sending ? t.sending : t.sendReply}
          </button>
        </div>
      )}
    </article>
  );
});
