/**
 * Slides: the home page's slides. POST /api/slides is multipart/form-data (image + caption), so only
 * the caption is a zod schema; the image rules are these constants (checked in functions/slides).
 */
import * as z from 'zod/mini';
import { schema } from './common';

export const SLIDE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SLIDE_CAPTION_MAX = 200;
export const SLIDE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SlideImageType = (typeof SLIDE_IMAGE_TYPES)[number];
/** GET /api/slides lists at most this many, newest first. */
export const SLIDES_LISTED_MAX = 20;

export const slideTexts = {
  missing: 'Please add a caption and choose an image.',
  caption: `A caption can be at most ${SLIDE_CAPTION_MAX} characters.`,
  imageType: 'Slides must be JPEG, PNG or WebP images.',
  tooLarge: 'Slide images can be at most 2 MB.',
  notMultipart: 'Send the slide as multipart/form-data.',
  malformed: 'The upload could not be read. Please try again.',
  oneImage: 'Send one image and one caption.',
  slideNotFound: 'Slide not found.',
  slideDeleted: 'Slide deleted',
} as const;

export const slideCaptionSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: slideTexts.missing })
    .check(z.trim(), z.minLength(1, slideTexts.missing), z.maxLength(SLIDE_CAPTION_MAX, slideTexts.caption)),
);

/** One slide: url is a presigned GET valid for an hour. */
export interface SlideView {
  id: string;
  caption: string;
  url: string;
}

export interface SlidesResponse {
  slides: SlideView[];
}

export interface SlideCreatedResponse {
  slide: SlideView;
}
