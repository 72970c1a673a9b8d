/**
 * The page frame every public route shares. Nav and footer are hidden on /login, /createUser and
 * /admin. Also: a skip link, and focus moved to the page after a navigation (screen readers
 * hear the new page); each screen sets its own title and scroll position (components/route-frame).
 */
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { FirstLoad } from '../../components/route-frame';
import { RouteBoundary } from '../../components/RouteError';
import { siteTexts } from '../../texts/en';
import { NavBar } from './NavBar';

const BARE_PREFIXES = ['/login', '/createuser', '/admin'];

function isBarePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return BARE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function Shell() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const bare = isBarePath(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {siteTexts.skipToContent}
      </a>
      {!bare && <NavBar />}
      <main id="main" ref={mainRef} tabIndex={-1} className={bare ? 'page page--bare' : 'page'}>
        {/* While a screen's code loads: the spinner over an empty page (the footer stays below the fold). */}
        {/* A screen that fails (its code unreachable offline) fails inside the page: the navigation stays. */}
        <RouteBoundary inShell>
          <Suspense fallback={<FirstLoad />}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      </main>
      {!bare && <Footer />}
    </>
  );
}
