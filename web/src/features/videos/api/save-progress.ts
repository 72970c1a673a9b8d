import type { ProgressResponse } from '@schemas';
import { request } from '../../../lib/api-client';

/**
 * {seconds}: the resume position. A background save: no spinner; `keepalive` when the page is
 * going away so the request still leaves.
 */
export const saveProgress = (
  title: string,
  seconds: number,
  options: { keepalive?: boolean } = {},
): Promise<ProgressResponse> =>
  request('PUT /api/videoMeta/progress/{title}', {
    params: { title },
    body: { seconds },
    quiet: true,
    keepalive: options.keepalive ?? false,
  });
