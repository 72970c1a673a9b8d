/**
 * Theme: dark or light, read from local storage at start, saved on each toggle; dark puts the
 * class dark-theme on the page body. Stored under `dark-theme` as the text "true" or "false".
 */
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys } from '../config';

interface ThemeContextValue {
  dark: boolean;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): boolean {
  try {
    return localStorage.getItem(storageKeys.theme) === 'true';
  } catch {
    return false;
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(readStoredTheme);

  // Layout effect: the class is on the body before the first paint, so a dark-mode user sees no flash.
  useLayoutEffect(() => {
    document.body.classList.toggle('dark-theme', dark);
  }, [dark]);

  const toggle = useCallback(() => {
    setDark((current) => {
      const next = !current;
      try {
        localStorage.setItem(storageKeys.theme, String(next));
      } catch {
        // Private mode or a full quota: the toggle still works for this visit.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
