/**
 * A photo made small in the browser before it is uploaded, so a phone's 5 MB picture never leaves the
 * device at full size on a prepaid connection: drawn at most `maxWidth` × `maxHeight`, then encoded
 * at falling quality until it is about `targetBytes`, and drawn smaller still when even the lowest
 * quality is too big. The quiz's question images and the students' fee slips both come through here.
 */

export type ResizedType = 'image/jpeg' | 'image/webp';

export interface PreparedImage {
  blob: Blob;
  contentType: ResizedType;
  width: number;
  height: number;
}

export interface ResizeOptions {
  maxWidth: number;
  maxHeight: number;
  targetBytes: number;
  /** The smallest try is still handed back when it is at most this big. */
  maxBytes: number;
  /** The type tried first; a browser that cannot write WebP gets JPEG instead. */
  type: ResizedType;
}

/** Even the smallest try is over `maxBytes`. */
export class ImageTooLargeError extends Error {
  constructor() {
    super('The image is too large even after resizing.');
    this.name = 'ImageTooLargeError';
  }
}

const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];
/** Each further try after the lowest quality draws the picture this much smaller. */
const SHRINK = 0.8;
const MIN_WIDTH = 320;

/** The drawn size: the picture's own when it fits the box, else scaled down to fit it, proportions kept. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  if (scale === 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** Throws when the picture cannot be decoded, or ImageTooLargeError when it stays over `maxBytes`. */
export async function resizeImage(file: Blob, options: ResizeOptions): Promise<PreparedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    let { width, height } = fitWithin(bitmap.width, bitmap.height, options.maxWidth, options.maxHeight);
    let smallest: PreparedImage | undefined;
    let type = options.type;
    for (;;) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas 2D is not available.');
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        let blob = await encode(canvas, type, quality);
        // A browser that cannot write the type asked for hands back PNG: JPEG from then on.
        if (blob && blob.type !== type) {
          type = 'image/jpeg';
          blob = await encode(canvas, type, quality);
        }
        if (!blob) throw new Error('The image could not be encoded.');
        const made = { blob, contentType: type, width, height };
        if (!smallest || blob.size < smallest.blob.size) smallest = made;
        if (blob.size <= options.targetBytes) return made;
      }
      if (width <= MIN_WIDTH) break;
      ({ width, height } = fitWithin(width, height, Math.round(width * SHRINK), Math.round(height * SHRINK)));
    }
    if (smallest && smallest.blob.size <= options.maxBytes) return smallest;
    throw new ImageTooLargeError();
  } finally {
    bitmap.close();
  }
}
