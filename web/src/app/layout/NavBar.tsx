/**
 * Navigation. Admin only for an admin; Login/Register for visitors; Logout when logged in.
 * At ≤ 768 px a hamburger shows the menu, the auth buttons first and the language switcher and the
 * theme toggle inside it;
 * on desktop they sit beside the links. Any link click closes the menu (and so does Escape or a route
 * change); choosing a language keeps it open.
 */
import { useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../../components/Link';
import { useAuth } from '../../features/auth';
import { siteConfig } from '../../config';
import { useMobileMenu } from '../../hooks/use-mobile-menu';
import { MenuToggle } from '../../components/MenuToggle';
import { ThemeToggle } from '../../components/ThemeToggle';
import { siteTexts } from '../../texts/en';
import { isReturningFromSwitch, LanguageSwitcher } from '../../components/LanguageSwitcher';

const t = siteTexts.nav;

// Each link's label is named by its catalogue key and read when shown (it follows the language).
const LINKS: ReadonlyArray<{ to: string; label: Exclude<keyof typeof t, 'homeLink'>; adminOnly?: boolean }> = [
  { to: '/', label: 'home' },
  { to: '/classes', label: 'classes' },
  { to: '/quiz-viewer', label: 'liveQuiz' },
  { to: '/google-form', label: 'exams' },
  { to: '/revision-tute', label: 'revisionTutes' },
  { to: '/videos', label: 'videos' },
  { to: '/pastpapers', label: 'pastPapers' },
  { to: '/sampathBook', label: 'sampathBooks' },
  { to: '/contact', label: 'contact' },
  { to: '/user-profile', label: 'profile' },
  { to: '/saved', label: 'saved' },
  { to: '/admin', label: 'admin', adminOnly: true },
];

const MENU_ID = 'main-menu';

export function NavBar() {
  const { isMobile, open, close, toggle, toggleRef, onMenuKeyDown, pathname } = useMobileMenu(isReturningFromSwitch());
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
          {/* First in the phone menu: below a dozen links they were under the fold, with no hint to scroll. */}
          {isMobile && <div className="navbar__auth">{authButtons}</div>}
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
                    {t[link.label]}
                  </Link>
                ) : (
                  <NavLink to={link.to} onClick={close}>
                    {t[link.label]}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          {isMobile && <LanguageSwitcher />}
          <ThemeToggle inMenu />
        </div>
        {!isMobile && <LanguageSwitcher />}
        {!isMobile && <div className="navbar__auth">{authButtons}</div>}
      </nav>
    </header>
  );
}
