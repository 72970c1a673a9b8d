/**
 * Scroll position per history entry, as react-router's <ScrollRestoration> (a data-router feature)
 * did: back/forward returns to where the reader was, a new page starts at the top (or at its #hash),
 * and positions survive a reload (sessionStorage). Called by each route's screen once its code has
 * loaded, so the restored position is on the real page, not on an empty frame.
 */
import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

let positions: Record<string, number> | null = null;
let currentKey = '';

/** A full page load has the key "default" whatever the address: keep those apart by path. */
const keyOf = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

function start(): Record<string, number> {
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  const saved = positions;
  // The browser's own restoration would jump before the next screen has rendered.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('scroll', () => (saved[currentKey] = window.scrollY), { passive: true });
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Private mode or a full quota: positions are kept for this page load only.
    }
  });
  return saved;
}

export function useScrollRestoration() {
  const location = useLocation();
  useLayoutEffect(() => {
    const saved = positions ?? start();
    currentKey = keyOf(location);
    const y = saved[currentKey];
    if (y !== undefined) return window.scrollTo(0, y);
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Each navigation is a new location object, even to the same address.
  }, [location]);
}
