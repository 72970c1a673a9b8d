import { useEffect, useState } from 'react';

const secondsTo = (deadline: number | undefined) =>
  deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - performance.now()) / 1000));

/**
 * Whole seconds until `deadline` (a performance.now() time), ticking; never the phone's wall clock.
 * Worked out at each render rather than kept in state: a kept value would still say 0 (the last
 * question's end) in the first render of the next one, and read as "time is up".
 */
export function useSecondsLeft(deadline: number | undefined): number {
  // Only to re-render when the whole second changes: setting the same value again renders nothing.
  const [, setShown] = useState(-1);
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const left = secondsTo(deadline);
      setShown(left);
      if (left <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsTo(deadline);
}
