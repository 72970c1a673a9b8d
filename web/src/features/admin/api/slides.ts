/** /api/slides — the home page's slides: list (public), upload and delete (admin). */
import { api } from '../../../lib/api-client';
import type { MessageResponse, SlideCreatedResponse, SlidesResponse } from '../../../../../functions/shared/schemas';

export const listSlides = () => api<SlidesResponse>('/api/slides');

/** POST /api/slides as multipart/form-data (fields image and caption). */
export function uploadSlide(caption: string, image: File) {
  const form = new FormData();
  form.append('caption', caption);
  form.append('image', image);
  return api<SlideCreatedResponse>('/api/slides', { method: 'POST', body: form });
}

export const deleteSlide = (id: string) =>
  api<MessageResponse>(`/api/slides/${encodeURIComponent(id)}`, { method: 'DELETE' });
