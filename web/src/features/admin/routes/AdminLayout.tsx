/**
 * /admin frame: asks the server for the admin role on entry. Anyone else gets the login form at
 * the same address (a student is told the console is for admins and may go back to the site); an
 * admin login then opens the section that was asked for. No site nav or footer here: the sidebar lists the sections
 * a link back to the site and the language switcher (and, on a phone, the theme toggle). At ≤ 768 px the sidebar folds behind a menu button; a link
 * click, Escape or a route change folds it again.
 */
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { Link, NavLink } from '../../../components/Link';
import { AdminLogin } from '../components/AdminLogin';
import { useAdminVerdict } from '../hooks/use-admin-verdict';
import { isReturningFromSwitch, LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { MenuToggle } from '../../../components/MenuToggle';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { useMobileMenu } from '../../../hooks/use-mobile-menu';
import { siteTexts } from '../../../texts/en';
import { adminTexts as t } from '../../../texts/en-admin';
import { ADMIN_SECTIONS } from '../sections';
import '../../../styles/forms.css';
import '../../../styles/admin.css';
import '../admin.css';

const MENU_ID = 'admin-menu';

export default function AdminLayout() {
  const { verdict, recheck } = useAdminVerdict();
  const { isMobile, open, close, toggle, toggleRef, onMenuKeyDown, pathname } = useMobileMenu(isReturningFromSwitch());
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // After a section change, screen readers start at the new section (as the site's Shell does).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (verdict === 'pending') return null;
  if (verdict === 'denied') return <AdminLogin onLoggedIn={recheck} />;
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {siteTexts.skipToContent}
      </a>
      <aside className="admin__sidebar" onKeyDown={onMenuKeyDown}>
        <div className="admin__top">
          <p className="admin__brand">{t.brand}</p>
          {isMobile && (
            <MenuToggle ref={toggleRef} open={open} controls={MENU_ID} label={t.openMenu} onToggle={toggle} />
          )}
        </div>
        <div id={MENU_ID} className="admin__menu" hidden={isMobile && !open}>
          <nav aria-label={t.sidebarLabel}>
            <ul>
              {ADMIN_SECTIONS.map((section) => (
                <li key={section.path}>
                  <NavLink to={section.path} onClick={close}>
                    {t.sections[section.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/" className="admin__back" onClick={close}>
            {t.backToSite}
          </Link>
          {/* The console's own switcher: an admin reads it in their language without leaving it. */}
          <div className="admin__language">
            <LanguageSwitcher />
          </div>
          <ThemeToggle inMenu />
        </div>
      </aside>
      <main id="main" ref={mainRef} tabIndex={-1} className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
