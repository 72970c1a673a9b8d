/** The admin's slide calls: upload and delete (the list is the home feature's getSlides). */
import { request } from '../../../lib/api-client';
import type { MessageResponse, SlideCreatedResponse } from '@schemas';

/** Multipart/form-data with the fields image and caption. */
export function uploadSlide(caption: string, image: File): Promise<SlideCreatedResponse> {
  const form = new FormData();
  form.append('caption', caption);
  form.append('image', image);
  return request('POST /api/slides', { body: form });
}

export const deleteSlide = (id: string): Promise<MessageResponse> =>
  request('DELETE /api/slides/{id}', { params: { id } });
