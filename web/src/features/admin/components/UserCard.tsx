/**
 * One student on the Users screen: full name, email (with "Mail bounced" / "Marked our mail as spam"
 * and Clear mark when no mail goes to it), NIC, school, A/L year, phone, address and state, the
 * five access toggles (each granted one that expires says until which day) and Delete. A toggle shows what the server stored (its newValue), never
 * a guess; while its request is out the button is disabled so a double click cannot flip it twice.
 */
import { memo, useState } from 'react';
import { ACCESS_FIELDS, type AccessField, type AdminUserView } from '@schemas';
import { adminTexts } from '../../../texts/en-admin';
import { lastDayText } from '../fees/dates';

const t = adminTexts.users;

interface UserCardProps {
  user: AdminUserView;
  onToggle: (user: AdminUserView, field: AccessField) => Promise<void>;
  onDelete: (user: AdminUserView) => void;
  onClearMailMark: (user: AdminUserView) => Promise<void>;
}

export const UserCard = memo(function UserCard({ user, onToggle, onDelete, onClearMailMark }: UserCardProps) {
  const [busy, setBusy] = useState<ReadonlySet<AccessField>>(new Set());
  const [clearing, setClearing] = useState(false);
  const nameId = `user-${user._id}-name`;
  const markId = `user-${user._id}-mail-mark`;

  const clearMark = async () => {
    setClearing(true);
    try {
      await onClearMailMark(user);
    } finally {
      setClearing(false);
    }
  };

  const toggle = async (field: AccessField) => {
    setBusy((set) => new Set(set).add(field));
    try {
      await onToggle(user, field);
    } finally {
      setBusy((set) => {
        const next = new Set(set);
        next.delete(field);
        return next;
      });
    }
  };

  return (
    <article id={`user-${user._id}`} className="user-card card" aria-labelledby={nameId} tabIndex={-1}>
      <h2 id={nameId} className="user-card__name">
        {user.fullName}
      </h2>
      <dl className="user-card__facts">
        <div>
          <dt>{t.email}</dt>
          <dd>
            {user.email}
            {user.mailSuppressed && (
              <>
                {' '}
                <span id={markId} className="user-state user-state--mail-mark" title={t.mailMarkHint}>
                  {t.mailMarks[user.mailSuppressed]}
                </span>{' '}
                <button
                  type="button"
                  className="btn btn--outline user-card__clear-mark"
                  aria-label={t.clearMailMarkLabel(user.fullName)}
                  aria-describedby={markId}
                  disabled={clearing}
                  onClick={() => void clearMark()}
                >
                  {t.clearMailMark}
                </button>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t.nic}</dt>
          <dd>{user.idNo}</dd>
        </div>
        <div>
          <dt>{t.school}</dt>
          <dd>{user.school}</dd>
        </div>
        <div>
          <dt>{t.alYear}</dt>
          <dd>{user.alYear}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{user.phoneNumber}</dd>
        </div>
        <div>
          <dt>{t.address}</dt>
          <dd>{user.address}</dd>
        </div>
        <div>
          <dt>{t.state}</dt>
          <dd>
            <span className={`user-state user-state--${user.state}`}>{t.states[user.state]}</span>
            {!user.verified && <span className="user-state user-state--unverified">{t.unverified}</span>}
          </dd>
        </div>
      </dl>
      <div className="access-toggles" role="group" aria-label={t.accessLabel(user.fullName)}>
        {ACCESS_FIELDS.map((field) => {
          // Only a granted flag with an end says until when; one granted by hand runs until taken away.
          const until = user[field] ? user.accessUntil[field] : undefined;
          const untilId = `user-${user._id}-${field}-until`;
          return (
            <span key={field} className="access-toggle__item">
              <button
                type="button"
                className="access-toggle"
                aria-pressed={user[field]}
                aria-describedby={until ? untilId : undefined}
                disabled={busy.has(field)}
                onClick={() => void toggle(field)}
              >
                <span className="access-toggle__mark" aria-hidden="true">
                  {user[field] ? '✓' : '✕'}
                </span>
                {t.access[field]}
              </button>
              {until && (
                <span id={untilId} className="access-toggle__until">
                  {t.until(lastDayText(until))}
                </span>
              )}
            </span>
          );
        })}
      </div>
      <button
        type="button"
        className="btn btn--danger user-card__delete"
        aria-label={t.deleteLabel(user.fullName)}
        onClick={() => onDelete(user)}
      >
        {t.delete}
      </button>
    </article>
  );
});
