/**
 * Auth state: logged out, normal user or admin, set from GET check-auth on load. Two flags —
 * isLoggedIn and isAdmin — plus the user record the profile shows.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CheckAuthResponse, SessionUser } from '@schemas';
import { isLanguage } from '../../i18n/language';
import type { Language } from '../../i18n/translation';
import { checkAuth } from './api/check-auth';
import { logout as logoutRequest } from './api/logout';
import { storageKeys } from '../../config';

interface AuthState {
  /** False until the first status check has answered (or failed). */
  checked: boolean;
  isLoggedIn: boolean;
  isAdmin: boolean;
  user: SessionUser | null;
  /**
   * The account's email: the one the server named, or while it cannot be reached the last one it
   * confirmed on this device. Null for nobody.
   */
  account: string | null;
  /**
   * The server could not say who is signed in (no connection, or it failed). The last confirmed
   * account stays logged in (its menu, its saved items) without its details; pages that need the
   * server say they need a connection instead of offering a login.
   */
  offline: boolean;
  /** The signed-in account's language, when the server names one. */
  language?: Language;
}

interface AuthContextValue extends AuthState {
  /**
   * Asks the server who is signed in. Concurrent calls share one request; with maxAgeMs, an answer
   * that recent is reused (the start-up check doubles as the home page's check on first load).
   */
  refresh: (options?: { maxAgeMs?: number }) => Promise<SessionUser | null>;
  /** A failed admin check clears the admin flag. */
  clearAdmin: () => void;
  /** Success clears both flags; failure is only logged and the user stays logged in. */
  logout: () => Promise<boolean>;
}

const loggedOut: AuthState = {
  checked: true,
  isLoggedIn: false,
  isAdmin: false,
  user: null,
  account: null,
  offline: false,
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The last account the server confirmed, kept while the server cannot be reached: offline, the saved
 * items listed are that account's. Forgotten when the server says nobody is signed in.
 */
function rememberAccount(email: string | null): void {
  try {
    if (email) localStorage.setItem(storageKeys.account, email);
    else localStorage.removeItem(storageKeys.account);
  } catch {
    // Storage blocked: offline listing falls back to public items only.
  }
}

function rememberedAccount(): string | null {
  try {
    return localStorage.getItem(storageKeys.account);
  } catch {
    return null;
  }
}

/** While the server cannot answer: the last account it confirmed here, still signed in as far as the device knows. */
function unconfirmed(): AuthState {
  const account = rememberedAccount();
  return { checked: true, isLoggedIn: account !== null, isAdmin: false, user: null, account, offline: true };
}

/** The account's language in a check-auth answer, beside the user's fields or beside the answer's own. */
function accountLanguage(status: CheckAuthResponse): Language | undefined {
  const { language } = { ...status, ...status.user } as { language?: unknown };
  return isLanguage(language) ? language : undefined;
}

interface AuthProviderProps {
  children: ReactNode;
  /**
   * Run after the server ended a session, before the state says logged out: the app deletes the
   * account's saved items there. Its failure is only logged (the student is logged out anyway).
   */
  onLoggedOut?: (email: string) => Promise<void>;
}

export function AuthProvider({ children, onLoggedOut }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ ...loggedOut, checked: false });
  const pending = useRef<Promise<SessionUser | null> | null>(null);
  const last = useRef<{ at: number; user: SessionUser | null } | null>(null);

  const refresh = useCallback((options: { maxAgeMs?: number } = {}) => {
    if (!pending.current && last.current && options.maxAgeMs && Date.now() - last.current.at < options.maxAgeMs) {
      return Promise.resolve(last.current.user);
    }
    pending.current ??= checkAuth()
      .then((status) => {
        if (status.isLoggedIn) {
          setState({
            checked: true,
            isLoggedIn: true,
            isAdmin: status.user.role === 'admin',
            user: status.user,
            account: status.user.email,
            offline: false,
            language: accountLanguage(status),
          });
          last.current = { at: Date.now(), user: status.user };
          rememberAccount(status.user.email);
          return status.user;
        }
        rememberAccount(null);
        setState(loggedOut);
        last.current = { at: Date.now(), user: null };
        return null;
      })
      .catch((error: unknown) => {
        // Not an answer about the session: a student on a bus stays who the server last said they
        // were (nobody, if it never said), and the route guards ask for a connection.
        console.error('Auth check failed', error);
        setState(unconfirmed());
        return null;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, []);

  const clearAdmin = useCallback(() => setState((s) => ({ ...s, isAdmin: false })), []);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
      const email = last.current?.user?.email;
      if (email) {
        await onLoggedOut?.(email).catch((error: unknown) => console.error('Deleting the saved items failed', error));
      }
      rememberAccount(null);
      localStorage.removeItem(storageKeys.userName);
      last.current = null;
      setState(loggedOut);
      return true;
    } catch (error) {
      console.error('Logout failed', error);
      return false;
    }
  }, [onLoggedOut]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo(() => ({ ...state, refresh, clearAdmin, logout }), [state, refresh, clearAdmin, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
