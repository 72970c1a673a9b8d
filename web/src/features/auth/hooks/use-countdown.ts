import { useEffect, useState } from 'react';

/** Seconds left, ticking down once a second to zero; start(n) restarts it. */
export function useCountdown(initial = 0): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(Math.max(0, Math.ceil(initial)));

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return [left, (seconds: number) => setLeft(Math.max(0, Math.ceil(seconds)))];
}
