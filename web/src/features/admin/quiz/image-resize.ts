/**
 * A question image as students' phones should download it on prepaid 3G: at most
 * QUIZ_IMAGE_MAX_WIDTH wide and about QUIZ_IMAGE_TARGET_BYTES, made in the browser before the
 * upload so a tutor's 5 MB phone photo never leaves the laptop at full size. WebP where the browser
 * can write it (smaller at the same quality), else JPEG; the quality steps down until the image fits,
 * then the size does (lib/image-resize.ts).
 */
import { QUIZ_IMAGE_MAX_BYTES, QUIZ_IMAGE_MAX_WIDTH, QUIZ_IMAGE_TARGET_BYTES } from '@schemas';
import { fitWithin, resizeImage, type PreparedImage } from '../../../lib/image-resize';

export type { PreparedImage } from '../../../lib/image-resize';

/** The drawn size: the picture's own when narrow enough, else scaled to the maximum width. */
export const fitWidth = (width: number, height: number, maxWidth = QUIZ_IMAGE_MAX_WIDTH) =>
  fitWithin(width, height, maxWidth, Number.POSITIVE_INFINITY);

/** Throws when the picture cannot be decoded or is still over QUIZ_IMAGE_MAX_BYTES at the smallest try. */
export const prepareQuizImage = (file: Blob): Promise<PreparedImage> =>
  resizeImage(file, {
    maxWidth: QUIZ_IMAGE_MAX_WIDTH,
    maxHeight: Number.POSITIVE_INFINITY,
    targetBytes: QUIZ_IMAGE_TARGET_BYTES,
    maxBytes: QUIZ_IMAGE_MAX_BYTES,
    type: 'image/webp',
  });
