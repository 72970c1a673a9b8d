/**
 * A question image as students' phones should download it on prepaid 3G: at most
 * QUIZ_IMAGE_MAX_WIDTH wide and about QUIZ_IMAGE_TARGET_BYTES, made in the browser before the
 * upload so a tutor's 5 MB phone photo never leaves the laptop at full size. WebP where the browser
 * can write it (smaller at the same quality), else JPEG; the quality steps down until the image fits,
 * then the size does.
 */
import { QUIZ_IMAGE_MAX_BYTES, QUIZ_IMAGE_MAX_WIDTH, QUIZ_IMAGE_TARGET_BYTES } from '@schemas';

export interface PreparedImage {
  blob: Blob;
  contentType: 'image/jpeg' | 'image/webp';
}

const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
/** Each further try after the lowest quality draws the picture this much narrower. */
const SHRINK = 0.8;
const MIN_WIDTH = 320;

/** The drawn size: the picture's own when narrow enough, else scaled to the maximum width. */
export function fitWidth(width: number, height: number, maxWidth = QUIZ_IMAGE_MAX_WIDTH) {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** Throws when the picture cannot be decoded or is still over QUIZ_IMAGE_MAX_BYTES at the smallest try. */
export async function prepareQuizImage(file: Blob): Promise<PreparedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    let { width, height } = fitWidth(bitmap.width, bitmap.height);
    let smallest: PreparedImage | undefined;
    // A browser that cannot write WebP hands back PNG instead: then JPEG from the first try on.
    let type: PreparedImage['contentType'] = 'image/webp';
    for (;;) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas 2D is not available.');
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        let blob = await encode(canvas, type, quality);
        if (blob && blob.type !== type) {
          type = 'image/jpeg';
          blob = await encode(canvas, type, quality);
        }
        if (!blob) throw new Error('The image could not be encoded.');
        if (!smallest || blob.size < smallest.blob.size) smallest = { blob, contentType: type };
        if (blob.size <= QUIZ_IMAGE_TARGET_BYTES) return { blob, contentType: type };
      }
      if (width <= MIN_WIDTH) break;
      ({ width, height } = fitWidth(width, height, Math.round(width * SHRINK)));
    }
    if (smallest && smallest.blob.size <= QUIZ_IMAGE_MAX_BYTES) return smallest;
    throw new Error('The image is too large even after resizing.');
  } finally {
    bitmap.close();
  }
}
