/** Path parameters naming a media folder: an unknown one is a 404, as for the lists. */
import { NotFound } from '../shared/errors';
import {
  TUTE_CATEGORIES,
  VIDEO_FOLDERS,
  type TuteCategory,
  type VideoFolder,
  tuteTexts,
  videoTexts,
} from '../shared/schemas';

export function videoFolder(value: string): VideoFolder {
  const folder = VIDEO_FOLDERS.find((name) => name === value);
  if (!folder) throw new NotFound(videoTexts.unknownFolder);
  return folder;
}

export function tuteCategory(value: string): TuteCategory {
  const category = TUTE_CATEGORIES.find((name) => name === value);
  if (!category) throw new NotFound(tuteTexts.unknownCategory);
  return category;
}
