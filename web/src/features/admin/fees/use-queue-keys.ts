/**
 * The queue's keyboard: J or → next, K or ← previous, A approve, R reject, + and − zoom. A key
 * typed into a field, pressed with a modifier (the browser's own shortcuts), or pressed while a
 * dialog is open is left alone: typing "a" in a note must never approve a payment.
 */
import { useEffect, useRef } from 'react';

export type QueueAction = 'next' | 'previous' | 'approve' | 'reject' | 'zoomIn' | 'zoomOut';

const KEYS: Record<string, QueueAction> = {
  j: 'next',
  ArrowRight: 'next',
  k: 'previous',
  ArrowLeft: 'previous',
  a: 'approve',
  r: 'reject',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '−': 'zoomOut',
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

export function useQueueKeys(enabled: boolean, onAction: (action: QueueAction) => void): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const action = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
