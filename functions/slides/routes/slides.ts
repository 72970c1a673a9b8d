/** The home page's slides: a public list, admin upload (multipart) and delete. */
import { requireAdmin } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { BadRequest, NotFound, UnsupportedMediaType } from '../../shared/errors';
import { headerOf, parseWith, rawRequestBody } from '../../shared/http';
import { presignGet } from '../../shared/presign';
import type { Route } from '../../shared/router';
import {
  SLIDES_LISTED_MAX,
  slideCaptionSchema,
  type MessageResponse,
  type SlideCreatedResponse,
  type SlidesResponse,
  type SlideView,
  slideTexts,
} from '../../shared/schemas';
import { parseSlideForm } from '../form';
import { sniffImageType } from '../image-type';
import { deleteSlide, listSlides, newSlideId, putSlide, SLIDE_ID, type StoredSlide } from '../store';

const toView = async (slide: StoredSlide): Promise<SlideView> => ({
  ...slide,
  url: await presignGet('slides', slide.id),
});

export const getSlides: Route = async () => {
  const slides = await listSlides(SLIDES_LISTED_MAX);
  const response: SlidesResponse = { slides: await Promise.all(slides.map(toView)) };
  return { body: response };
};

/** A raw-body route (see handler.ts): the shared JSON parser leaves the multipart body to parseSlideForm. */
export const createSlide: Route = async ({ cookies, event }) => {
  await requireAdmin(cookies);
  const form = await parseSlideForm(rawRequestBody(event), headerOf(event, 'content-type'));
  if (form.caption === undefined || form.image === undefined) throw new BadRequest(slideTexts.missing);
  const caption = parseWith(slideCaptionSchema, form.caption);
  // The bytes decide, not the declared type or the file name.
  const type = sniffImageType(form.image.bytes);
  if (!type) throw new UnsupportedMediaType(slideTexts.imageType);
  const id = newSlideId(clock.now());
  await putSlide(id, { bytes: form.image.bytes, type }, caption);
  const response: SlideCreatedResponse = { slide: await toView({ id, caption }) };
  return { statusCode: 201, body: response };
};

export const removeSlide: Route<'id'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  if (!SLIDE_ID.test(params.id) || !(await deleteSlide(params.id))) throw new NotFound(slideTexts.slideNotFound);
  const response: MessageResponse = { message: slideTexts.slideDeleted };
  return { body: response };
};
