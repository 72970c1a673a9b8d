/** /api/slides — the home page's slides: list (public), upload and delete (admin). */
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '../../../../../functions/shared/schemas';
import type { SlideView } from './types';

export const SLIDE_MAX_BYTES = 2 * 1024 * 1024;
export const SLIDE_TYPES = 'image/jpeg,image/png,image/webp';

export const listSlides = () => api<{ slides: SlideView[] }>('/api/slides');

/** POST /api/slides as multipart/form-data (fields image and caption). */
export function uploadSlide(caption: string, image: File) {
  const form = new FormData();
  form.append('caption', caption);
  form.append('image', image);
  return api<{ slide: SlideView }>('/api/slides', { method: 'POST', body: form });
}

export const deleteSlide = (id: string) => api<MessageResponse>(`/api/slides/${encodeURIComponent(id)}`, { method: 'DELETE' });
