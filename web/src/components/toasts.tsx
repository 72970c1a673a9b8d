/**
 * Toasts carry the site's notices in place of browser alert() boxes: the exact text, announced
 * politely for success (role status) and assertively for errors (role alert). They live above the
 * router so a toast raised just before a navigation stays on screen after it.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastContextValue {
  toasts: readonly Toast[];
  success: (text: string) => void;
  error: (text: string) => void;
  dismiss: (id: number) => void;
}

/** Errors stay longer: they usually ask the reader to do something. */
const LIFETIME_MS: Record<ToastKind, number> = { success: 5000, error: 8000 };

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      // The same text twice in a row (e.g. a double click) shows once.
      setToasts((list) => [...list.filter((t) => t.text !== text), { id, kind, text }]);
      window.setTimeout(() => dismiss(id), LIFETIME_MS[kind]);
    },
    [dismiss],
  );

  // Stable callbacks: screens call these from effects and handlers without re-running them.
  const success = useCallback((text: string) => show('success', text), [show]);
  const error = useCallback((text: string) => show('error', text), [show]);

  const value = useMemo(() => ({ toasts, dismiss, success, error }), [toasts, dismiss, success, error]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside ToastProvider');
  return value;
}
