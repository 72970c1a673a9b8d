import { api } from '../../../lib/api-client';

/**
 * PUT /api/videoMeta/progress/{title} {seconds} — the resume position. A background save: no spinner;
 * `keepalive` when the page is going away so the request still leaves.
 */
export const saveProgress = (title: string, seconds: number, options: { keepalive?: boolean } = {}) =>
  api<{ position: number }>(`/api/videoMeta/progress/${encodeURIComponent(title)}`, {
    method: 'PUT',
    body: { seconds },
    quiet: true,
    keepalive: options.keepalive ?? false,
  });
