import { useEffect, useState } from 'react';
import { getSlides, type HomeSlide } from '../api/get-slides';

/**
 * The home page's slides, asked for once the page has painted (an effect runs after paint), so
 * they never hold up the first screen. No slides, or no answer, leaves the home page as it was.
 */
export function useSlides(): HomeSlide[] {
  const [slides, setSlides] = useState<HomeSlide[]>([]);
  useEffect(() => {
    let live = true;
    getSlides()
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
