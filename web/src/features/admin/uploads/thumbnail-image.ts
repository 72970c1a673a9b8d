/**
 * The thumbnail field accepts any image, but the contract stores JPEG or PNG only: other
 * formats (WebP, GIF, HEIC where the browser decodes it) are redrawn as a JPEG in the browser.
 */
import { THUMBNAIL_CONTENT_TYPES } from '@schemas';

const STORED_TYPES: ReadonlySet<string> = new Set(THUMBNAIL_CONTENT_TYPES);

interface PreparedThumbnail {
  blob: Blob;
  filename: string;
}

export async function prepareThumbnail(file: File): Promise<PreparedThumbnail> {
  if (STORED_TYPES.has(file.type)) return { blob: file, filename: file.name };
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('The image could not be converted to JPEG.');
  return { blob, filename: `${file.name.replace(/\.[^.]*$/, '')}.jpg` };
}
