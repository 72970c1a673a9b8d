import { useEffect, useState } from 'react';
import type { SlideView } from '@schemas';
import { getSlides } from '../api/get-slides';

/**
 * The home page's slides, asked for once the page has painted (an effect runs after paint), so
 * they never hold up the first screen. No slides, or no answer, leaves the home page as it was.
 */
export function useSlides(): SlideView[] {
  const [slides, setSlides] = useState<SlideView[]>([]);
  useEffect(() => {
    let live = true;
    getSlides({ quiet: true })
      .then(({ slides: list }) => {
        if (live && Array.isArray(list)) setSlides(list.filter((s) => s && typeof s.url === 'string'));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return slides;
}
