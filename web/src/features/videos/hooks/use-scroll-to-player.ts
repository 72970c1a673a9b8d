import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY } from '../../../hooks/use-media-query';

/** After a selection the page scrolls smoothly to the player after 100 ms, 70 px above it. */
const SCROLL_DELAY_MS = 100;
const SCROLL_OFFSET_PX = 70;

/**
 * Returns a function that schedules that scroll to `target` and moves focus to `focusTarget` (the
 * player's heading) without a second jump, so a screen reader continues from the new video.
 */
export function useScrollToPlayer(target: RefObject<HTMLElement | null>, focusTarget: RefObject<HTMLElement | null>) {
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const element = target.current;
      if (!element) return;
      const reduce = window.matchMedia(REDUCED_MOTION_QUERY).matches;
      const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
      focusTarget.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
  }, [target, focusTarget]);
}
