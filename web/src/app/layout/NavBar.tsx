/**
 * Navigation. Admin only for an admin; Login/Register for visitors; Logout when logged in.
 * At ≤ 768 px a hamburger shows the menu, with the auth buttons inside it; on desktop they sit
 * beside the links. Any link click closes the menu (and so does Escape or a route change).
 */
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/auth';
import { siteConfig } from '../../config';
import { useMobileMenu } from '../../hooks/use-mobile-menu';
import { MenuToggle } from '../../components/MenuToggle';
import { siteTexts } from '../../texts/en';

const t = siteTexts.nav;

const LINKS: ReadonlyArray<{ to: string; label: string; adminOnly?: boolean }> = [
  { to: '/', label: t.home },
  { to: '/classes', label: t.classes },
  { to: '/quiz-viewer', label: t.liveQuiz },
  { to: '/google-form', label: t.exams },
  { to: '/revision-tute', label: t.revisionTutes },
  { to: '/videos', label: t.videos },
  { to: '/pastpapers', label: t.pastPapers },
  { to: '/sampathBook', label: t.sampathBooks },
  { to: '/contact', label: t.contact },
  { to: '/user-profile', label: t.profile },
  { to: '/admin', label: t.admin, adminOnly: true },
];

const MENU_ID = 'main-menu';

export function NavBar() {
  const { isMobile, open, close, toggle, toggleRef, onMenuKeyDown, pathname } = useMobileMenu();
  const { checked, isLoggedIn, isAdmin, logout } = useAuth();
  const navigate = useNavigate();

  const onLogout = async () => {
    close();
    if (await logout()) navigate('/login');
  };

  // Until the first auth check answers, neither Login nor Logout is offered (no flash of the wrong one).
  const authButtons = !checked ? null : isLoggedIn ? (
    <button type="button" className="btn btn--outline" onClick={() => void onLogout()}>
      {t.logout}
    </button>
  ) : (
    <>
      <NavLink to="/login" className="btn btn--outline" onClick={close}>
        {t.login}
      </NavLink>
      <NavLink to="/createUser" className="btn btn--primary" onClick={close}>
        {t.register}
      </NavLink>
    </>
  );

  const menuHidden = isMobile && !open;
  const homeCurrent = pathname === '/' || pathname.toLowerCase() === '/home';

  return (
    <header className="site-header">
      <nav className="navbar" aria-label={t.label} onKeyDown={onMenuKeyDown}>
        <Link to="/" className="navbar__brand" onClick={close} aria-label={t.homeLink(siteConfig.brand)}>
          {siteConfig.brand}
        </Link>
        {isMobile && <MenuToggle ref={toggleRef} open={open} controls={MENU_ID} label={t.openMenu} onToggle={toggle} />}
        <div id={MENU_ID} className="navbar__menu" hidden={menuHidden}>
          <ul className="navbar__links">
            {LINKS.filter((link) => !link.adminOnly || isAdmin).map((link) => (
              <li key={link.to}>
                {link.to === '/' ? (
                  // "/" redirects to /home, so NavLink's own matching would never mark it current.
                  <Link
                    to="/"
                    onClick={close}
                    className={homeCurrent ? 'active' : undefined}
                    aria-current={homeCurrent ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                ) : (
                  <NavLink to={link.to} onClick={close}>
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          {isMobile && <div className="navbar__auth">{authButtons}</div>}
        </div>
        {!isMobile && <div className="navbar__auth">{authButtons}</div>}
      </nav>
    </header>
  );
}
