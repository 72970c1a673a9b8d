/**
 * The page frame every public route shares. Nav and footer are hidden on /login, /createUser and
 * /admin (§2). Also: a skip link, the document title from the route (Titled), focus moved to the
 * page after a navigation (screen readers hear the new page), scroll position per history entry,
 * and the spinner while a lazy route loads.
 */
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { inFlight } from '../lib/in-flight';
import { en } from '../messages/en';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { useScrollRestoration } from './scroll-restoration';

const BARE_PREFIXES = ['/login', '/createuser', '/admin'];

export function isBarePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return BARE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? en.pageTitle(title) : en.brand;
  }, [title]);
}

/** A route's screen with its document title (§2 route titles). */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  useScrollRestoration();
  return children;
}

/** Shown while a screen's code loads: nothing but the spinner (it counts as a request in flight). */
export function FirstLoad() {
  useEffect(() => {
    inFlight.start();
    return () => inFlight.end();
  }, []);
  return null;
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
        {en.skipToContent}
      </a>
      {!bare && <NavBar />}
      <main id="main" ref={mainRef} tabIndex={-1} className={bare ? 'page page--bare' : 'page'}>
        {/* While a screen's code loads: the spinner over an empty page (the footer stays below the fold). */}
        <Suspense fallback={<FirstLoad />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <Footer />}
    </>
  );
}
