/** Who may take a title for a new upload: titles are unique across categories (the catalog's key). */
import { Conflict } from '../../shared/errors';
import { type VideoFolder, uploadTexts } from '../../shared/schemas';
import { getVideoRecord, isPaired } from './catalog';

/**
 * 409 when the title is listed anywhere, or recorded (even half) in another category. A half
 * recording in this folder (a video without its thumbnail) may be completed by a new upload.
 */
export async function assertTitleFree(title: string, category: VideoFolder): Promise<void> {
  const existing = await getVideoRecord(title);
  if (existing && (isPaired(existing) || existing.category !== category)) throw new Conflict(uploadTexts.titleTaken);
}
