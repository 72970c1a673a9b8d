import { api } from '../../../lib/api-client';

export interface HomeSlide {
  id: string;
  caption: string;
  /** Presigned GET, valid for an hour. */
  url: string;
}

/**
 * GET /api/slides (public) — the tutor's slides, newest first. Quiet: the slides arrive after the
 * page is up, and a full-screen spinner over a page already readable would only get in the way.
 */
export const getSlides = () => api<{ slides: HomeSlide[] }>('/api/slides', { quiet: true });
