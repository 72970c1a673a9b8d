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
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const poll = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      const next = await getHostState(quizId);
      if (!alive.current) return;
      setHost(next);
      setFailed(false);
      const q = next.state === 'question' ? next.question : undefined;
      setCountdown(q ? { remainingMs: q.remainingMs, deadline: performance.now() + q.remainingMs } : null);
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

  return { host, failed, countdown, refresh: poll };
}

/** The open question's time as the last hostState gave it. */
export interface Countdown {
  remainingMs: number;
  /** performance.now() at which it runs out. */
  deadline: number;
}

/**
 * Whole seconds left, ticking while there is a countdown. A new countdown shows its own
 * remainingMs at once (state adjusted during render), so the first frame never shows a stale tick.
 */
export function useSecondsLeft(countdown: Countdown | null): number | null {
  const [left, setLeft] = useState<{ of: Countdown | null; ms: number }>({ of: null, ms: 0 });
  if (left.of !== countdown) setLeft({ of: countdown, ms: countdown?.remainingMs ?? 0 });
  useEffect(() => {
    if (!countdown) return;
    const tick = setInterval(() => setLeft({ of: countdown, ms: countdown.deadline - performance.now() }), 250);
    return () => clearInterval(tick);
  }, [countdown]);
  return countdown ? Math.max(0, Math.ceil(left.ms / 1000)) : null;
}
