/**
 * /admin frame (§2): asks the server for the admin role on entry; a failed check clears the admin
 * flag and goes to /not-logged (§6, §8). The sections themselves are PLACEHOLDERS until issue 4.
 */
import { useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet } from 'react-router-dom';
import { useAuth } from '../../../app/providers/auth';
import { useDocumentTitle, useNavigationActivity } from '../../../components/Shell';
import { siteConfig } from '../../../config';
import { en } from '../../../messages/en';
import { checkAdmin } from '../../auth/api/check-admin';
import '../../../styles/admin.css';

const t = en.admin;

// §2 sidebar order: Overview, Users, Messages, Classes, Videos, Tutes, Forms Create, Quizes, Settings.
const SECTIONS: ReadonlyArray<{ path: string; label: string }> = [
  { path: 'overview', label: t.overview },
  { path: 'user-management', label: t.users },
  { path: 'message-list', label: t.messages },
  { path: 'class-management', label: t.classes },
  { path: 'video-management', label: t.videos },
  { path: 'tute-management', label: t.tutes },
  { path: 'form-management', label: t.forms },
  { path: 'quiz-management', label: t.quizzes },
  { path: 'settings', label: t.settings },
];

export default function AdminLayout() {
  const [verdict, setVerdict] = useState<'pending' | 'admin' | 'denied'>('pending');
  const { clearAdmin } = useAuth();
  useDocumentTitle();
  useNavigationActivity();

  useEffect(() => {
    let live = true;
    checkAdmin()
      .then((result) => {
        if (!live) return;
        if (result.isAdmin) setVerdict('admin');
        else {
          clearAdmin();
          setVerdict('denied');
        }
      })
      .catch((error: unknown) => {
        console.error('Admin check failed', error);
        if (!live) return;
        clearAdmin();
        setVerdict('denied');
      });
    return () => {
      live = false;
    };
  }, [clearAdmin]);

  if (verdict === 'pending') return null;
  if (verdict === 'denied') return <Navigate to="/not-logged" replace />;
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {en.skipToContent}
      </a>
      <aside className="admin__sidebar">
        <p className="admin__brand">{siteConfig.brand}</p>
        <nav aria-label={t.sidebarLabel}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/" className="admin__back">
          {t.backToSite}
        </Link>
      </aside>
      <main id="main" tabIndex={-1} className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
