import type { SlidesResponse } from '../../../../../functions/shared/schemas';
import { api } from '../../../lib/api-client';

/**
 * GET /api/slides (public) — the tutor's slides, newest first, each URL a presigned GET valid for
 * an hour. Quiet: the slides arrive after the page is up, and a full-screen spinner over a page
 * already readable would only get in the way.
 */
export const getSlides = () => api<SlidesResponse>('/api/slides', { quiet: true });
