/**
 * State of a menu that a hamburger (components/MenuToggle) shows on small screens: closed again on
 * every route change and when the screen grows; Escape closes it and returns focus to the toggle.
 * The site's NavBar and the admin sidebar both behave this way.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { MOBILE_QUERY } from '../config';
import { useMediaQuery } from './use-media-query';

/** `initiallyOpen`: the menu is mounted open (the page mounted again by a choice made in the menu). */
export function useMobileMenu(initiallyOpen = false) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(initiallyOpen);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  // Closed when the page or the screen size changes, not on mounting.
  const shown = useRef({ pathname, isMobile });
  useEffect(() => {
    if (shown.current.pathname === pathname && shown.current.isMobile === isMobile) return;
    shown.current = { pathname, isMobile };
    close();
  }, [pathname, isMobile, close]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      toggleRef.current?.focus();
    }
  };

  return { isMobile, open, close, toggle, toggleRef, onMenuKeyDown, pathname };
}
