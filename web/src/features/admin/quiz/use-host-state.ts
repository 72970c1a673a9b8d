/**
 * The host screen's view of the run: GET hostState once a second, which also closes a question
 * whose time is up on the server. Everything the screen shows comes from it, so a reload resumes
 * where the run is. Polling pauses while the tab is hidden and catches up as soon as it is shown.
 * The countdown runs from the server's remainingMs, set again by every answer, never from the
 * local clock alone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HostStateResponse } from '@schemas';
import { getHostState } from '../api/quizzes';

const POLL_MS = 1000;

export function useHostState(quizId: string) {
  const [host, setHost] = useState<HostStateResponse | null>(null);
  const [failed, setFailed] = useState(false);
  /** performance.now() at which the open question closes, by the last answer's remainingMs. */
  const [deadline, setDeadline] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const poll = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      const next = await getHostState(quizId);
      if (!alive.current) return;
      setHost(next);
      setFailed(false);
      setDeadline(next.state === 'question' && next.question ? performance.now() + next.question.remainingMs : null);
    } catch (error) {
      if (!alive.current) return;
      console.error('Reading the host state failed', error);
      setFailed(true);
    }
    if (alive.current && !document.hidden) timer.current = setTimeout(() => void poll(), POLL_MS);
  }, [quizId]);

  useEffect(() => {
    alive.current = true;
    void poll();
    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer.current);
      else void poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll]);

  return { host, failed, deadline, refresh: poll };
}

/** Whole seconds left until `deadline`, ticking while there is one. */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(performance.now());
    const tick = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(tick);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
