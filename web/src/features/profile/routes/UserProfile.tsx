/**
 * User profile: avatar, full name, email, phone, A/L year, and the access list with each granted
 * category highlighted — by a mark and the words "Granted"/"Not granted", not by colour alone —
 * then, for a student, the class fees card (until when each paid access runs, and the Pay link).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../auth';
import { loadFeesCard } from '../../fees';
import { loadQuizHistory } from '../../quiz';
import { pageTexts } from '../../../texts/en-pages';
import '../../../styles/profile.css';

const t = pageTexts.profile;
// Its own chunk, fetched once the profile shows: the profile's first load barely grows.
const QuizHistory = lazy(loadQuizHistory);
const FeesCard = lazy(loadFeesCard);
const ACCESS = ['revision', 'theory', 'practical', 'paper'] as const;

function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('') || '?';
}

export default function UserProfile() {
  const { user, refresh } = useAuth();

  // Access flags change when an admin toggles them: fetch fresh ones each time the profile opens.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (!user) return null;
  return (
    <section className="card profile" aria-labelledby="profile-heading">
      <div className="profile__head">
        <div className="profile__avatar" aria-hidden="true">
          {initials(user.fullName)}
        </div>
        <div>
          <p className="muted">{t.heading}</p>
          <h1 id="profile-heading">{user.fullName}</h1>
        </div>
      </div>
      <dl className="profile__details">
        <div>
          <dt>{t.email}</dt>
          <dd>{user.email || t.none}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{user.phoneNumber || t.none}</dd>
        </div>
        <div>
          <dt>{t.alYear}</dt>
          <dd>{user.alYear || t.none}</dd>
        </div>
      </dl>
      <h2 id="access-heading">{t.accessTitle}</h2>
      <ul className="access-list" aria-labelledby="access-heading">
        {ACCESS.map((key) => {
          const granted = user.access[key];
          return (
            <li key={key} className={granted ? 'access-item access-item--granted' : 'access-item'}>
              <span className="access-item__mark" aria-hidden="true">
                {granted ? '✓' : '✕'}
              </span>
              <span className="access-item__name">{t.access[key]}</span>
              <span className="access-item__state">{granted ? t.granted : t.notGranted}</span>
            </li>
          );
        })}
      </ul>
      {user.role === 'student' && (
        <Suspense fallback={null}>
          <FeesCard accessUntil={user.accessUntil} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <QuizHistory />
      </Suspense>
    </section>
  );
}
