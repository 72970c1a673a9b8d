/**
 * An accessible modal (PDF viewer, confirmations): rendered over the page in a portal, the rest of
 * the page made inert while it is open, Tab kept inside, Escape closes, and focus goes back to the
 * control that opened it. Not the native <dialog>: its focus return and backdrop clicks still differ
 * between the browsers students use.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import '../styles/modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The revision tute viewer also closes on a click on the backdrop. */
  closeOnBackdrop?: boolean;
  /** alertdialog for a question that needs an answer (delete confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the panel (size variants). */
  className?: string;
  /** Buttons etc. placed beside the heading. */
  headerActions?: ReactNode;
  describedBy?: string;
}

export function Modal({
  title,
  onClose,
  children,
  closeOnBackdrop = false,
  role = 'dialog',
  initialFocus,
  className,
  headerActions,
  describedBy,
}: ModalProps) {
  const [host] = useState(() => document.createElement('div'));
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before paint: the host joins the page and everything else becomes inert (no Tab, no reading order).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    const madeInert: Element[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child !== host && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        madeInert.push(child);
      }
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      madeInert.forEach((child) => child.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      host.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, [host]);

  useEffect(() => {
    const target = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current;
    target?.focus();
  }, [initialFocus]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdrop = (event: MouseEvent) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className="modal-backdrop" onClick={onBackdrop} data-testid="modal-backdrop">
      <div
        ref={panelRef}
        className={className ? `modal ${className}` : 'modal'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {headerActions}
        </div>
        {children}
      </div>
    </div>,
    host,
  );
}
