/**
 * The page frame every public route shares. Nav and footer are hidden on /login, /createUser and
 * /admin (§2). Also: a skip link, the document title from the route's handle, focus moved to the
 * page after a navigation (screen readers hear the new page), and the spinner while a lazy route loads.
 */
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { inFlight } from '../lib/in-flight';
import { en } from '../messages/en';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

const BARE_PREFIXES = ['/login', '/createuser', '/admin'];

export function isBarePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return BARE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export interface RouteHandle {
  title?: string;
}

export function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ? en.pageTitle(title) : en.brand;
  }, [title]);
}

/** A lazy route's code is a request too: count it so the spinner covers slow mobile loads. */
export function useNavigationActivity() {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    inFlight.start();
    return () => inFlight.end();
  }, [busy]);
}

/** Shown while the first screen's code loads: nothing but the spinner. */
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
  useDocumentTitle();
  useNavigationActivity();

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
        <Outlet />
      </main>
      {!bare && <Footer />}
      {/* A full page load has the key "default" whatever the address: keep those apart by path. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </>
  );
}
