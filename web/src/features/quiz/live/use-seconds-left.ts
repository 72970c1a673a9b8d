import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (a performance.now() time), ticking; never the phone's wall clock. */
export function useSecondsLeft(deadline: number | undefined): number {
  const left = () => (deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - performance.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
    // `left` reads only `deadline`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  return seconds;
}
