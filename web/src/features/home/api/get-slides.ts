import type { SlidesResponse } from '@schemas';
import { request } from '../../../lib/api-client';

/**
 * Public: the tutor's slides, newest first, each URL a presigned GET valid for an hour. The home
 * page asks quietly: the slides arrive after the page is up, and a full-screen spinner over a page
 * already readable would only get in the way. The admin's list shows the spinner.
 */
export const getSlides = (options: { quiet?: boolean } = {}): Promise<SlidesResponse> =>
  request('GET /api/slides', { quiet: options.quiet ?? false });
