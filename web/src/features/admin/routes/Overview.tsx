/** Overview: cards Total Students, Total Classes, Active Users, Messages from GET user-counts. */
import { useEffect, useState } from 'react';
import type { UserCounts } from '@schemas';
import { activeLanguage } from '../../../i18n/active';
import { formatNumber } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';
import { getUserCounts } from '../api/get-user-counts';
import { AdminPage } from '../components/AdminPage';

const t = adminTexts.overview;

// Each card's label is named by its catalogue key and read when shown (it follows the language).
const CARDS: ReadonlyArray<{ key: keyof UserCounts; label: keyof typeof t }> = [
  { key: 'totalUsers', label: 'totalStudents' },
  { key: 'totalClasses', label: 'totalClasses' },
  { key: 'activeUsers', label: 'activeUsers' },
  { key: 'totalMessages', label: 'messages' },
];

export default function Overview() {
  const [counts, setCounts] = useState<UserCounts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getUserCounts()
      .then((result) => live && setCounts(result))
      .catch((error: unknown) => {
        console.error('Loading the counts failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <AdminPage title={adminTexts.sections.overview} heading={t.heading}>
      {failed && (
        <p className="admin-note admin-note--error" role="alert">
          {t.loadFailed}
        </p>
      )}
      <ul className="stat-cards" aria-label={t.cardsLabel}>
        {CARDS.map(({ key, label }) => (
          <li key={key} className="stat-card card">
            <span className="stat-card__label">{t[label]}</span>
            <span className="stat-card__value">{counts ? formatNumber(counts[key], activeLanguage()) : '—'}</span>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
