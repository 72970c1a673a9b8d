import { useEffect, useState } from 'react';

/**
 * Keeps something mounted for its closing animation: `closing` is true for `exitMs` after `open`
 * turns false, then it unmounts. With reduced motion (or exitMs 0) it unmounts at once.
 */
export function usePresence(open: boolean, exitMs: number, reduceMotion: boolean) {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    if (reduceMotion || exitMs <= 0) {
      setMounted(false);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), exitMs);
    return () => window.clearTimeout(timer);
  }, [open, exitMs, reduceMotion]);
  const shown = open || (mounted && !reduceMotion);
  return { mounted: shown, closing: shown && !open };
}
