/**
 * Toasts carry the site's notices in place of browser alert() boxes: the exact text, announced
 * politely for success (role status) and assertively for errors (role alert). They live above the
 * router so a toast raised just before a navigation stays on screen after it.
 *
 * Which toasts outlive what: an error belongs to the page that raised it (a form's failure asks the
 * reader to fix something there), so it goes when the address changes (ErrorsFollowPage) and when a
 * success follows (the retry worked: "Wrong Username or Password" must not sit under "Successfully
 * Logged In"). A success reports something already done and is often raised just before the
 * navigation it causes ("Successfully Logged In" → /classes, "Logged out" → home), so it survives
 * navigation and times out on its own.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export type ToastKind = 'success' | 'error';

/**
 * A toast's words, or how to read them from a catalogue: read at each render, so a toast raised just
 * before the language changes (a login that brings the account's language) is shown in the new one.
 */
export type ToastText = string | (() => string);

export const textOf = (text: ToastText): string => (typeof text === 'function' ? text() : text);

export interface Toast {
  id: number;
  kind: ToastKind;
  text: ToastText;
  /** The address it was raised at: an error is dismissed once the reader is elsewhere. */
  path: string;
}

interface ToastContextValue {
  toasts: readonly Toast[];
  success: (text: ToastText) => void;
  error: (text: ToastText) => void;
  dismiss: (id: number) => void;
  dismissErrors: (keepPath?: string) => void;
}

/** Errors stay longer: they usually ask the reader to do something. */
const LIFETIME_MS: Record<ToastKind, number> = { success: 5000, error: 8000 };

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // The toasts' time-outs, cleared when the provider goes so none fires into an unmounted tree.
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const dismissErrors = useCallback(
    (keepPath?: string) => setToasts((list) => list.filter((t) => t.kind !== 'error' || t.path === keepPath)),
    [],
  );

  const show = useCallback(
    (kind: ToastKind, text: ToastText) => {
      const id = nextId.current++;
      // The same text twice in a row (e.g. a double click) shows once; a success clears the errors.
      setToasts((list) => [
        ...list.filter((t) => textOf(t.text) !== textOf(text) && (kind === 'error' || t.kind !== 'error')),
        { id, kind, text, path: window.location.pathname },
      ]);
      timers.current.push(window.setTimeout(() => dismiss(id), LIFETIME_MS[kind]));
    },
    [dismiss],
  );

  // Stable callbacks: screens call these from effects and handlers without re-running them.
  const success = useCallback((text: ToastText) => show('success', text), [show]);
  const error = useCallback((text: ToastText) => show('error', text), [show]);

  const value = useMemo(
    () => ({ toasts, dismiss, dismissErrors, success, error }),
    [toasts, dismiss, dismissErrors, success, error],
  );
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}

/**
 * Inside the router: a new address dismisses the error toasts raised elsewhere (an error the new
 * page raised while mounting stays).
 */
export function ErrorsFollowPage() {
  const { pathname } = useLocation();
  const { dismissErrors } = useToast();
  useEffect(() => dismissErrors(pathname), [pathname, dismissErrors]);
  return null;
}
