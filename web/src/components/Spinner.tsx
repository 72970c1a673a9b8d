/**
 * Full-screen spinner: shown while any request is in flight; ball-scale-ripple on a dark
 * 0.8 backdrop, z-index 99999, fading in over 300 ms and out over 200 ms (CSS in styles/shell.css;
 * prefers-reduced-motion drops the animation).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { inFlight } from '../lib/in-flight';
import { siteTexts } from '../texts/en';

const FADE_OUT_MS = 200;

export function Spinner() {
  const busy = useSyncExternalStore(
    inFlight.subscribe,
    () => inFlight.get() > 0,
    () => false,
  );
  const [mounted, setMounted] = useState(busy);

  useEffect(() => {
    if (busy) {
      setMounted(true);
      return;
    }
    // Keep the overlay for the fade-out, then take it out of the page.
    const timer = window.setTimeout(() => setMounted(false), FADE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!busy && !mounted) return null;
  return (
    <div
      className={busy ? 'spinner-overlay' : 'spinner-overlay spinner-overlay--leaving'}
      role="status"
      aria-label={siteTexts.loading}
    >
      <div className="ball-scale-ripple" aria-hidden="true">
        <div />
      </div>
    </div>
  );
}
