/**
 * What a large upload was for (folder, year, title, caption), remembered per file in local storage
 * until it completes or is cancelled. The server resumes an upload by title + size + lastModified,
 * so after a reload choosing the same file again fills the form back in and the upload continues
 * where it stopped instead of starting a second one under a retyped title.
 */
import type { VideoDraft } from './upload-video';

const STORAGE_KEY = 'admin-unfinished-uploads';

interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
}

const idOf = (file: FileIdentity) => `${file.name}|${file.size}|${file.lastModified}`;

function readAll(): Record<string, VideoDraft> {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, VideoDraft>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, VideoDraft>): void {
  try {
    if (Object.keys(all).length) localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: resuming still works when the tutor types the same title.
  }
}

export const unfinishedUploads = {
  find: (file: FileIdentity): VideoDraft | undefined => readAll()[idOf(file)],
  remember: (file: FileIdentity, draft: VideoDraft): void => writeAll({ ...readAll(), [idOf(file)]: draft }),
  forget: (file: FileIdentity): void => {
    const all = readAll();
    delete all[idOf(file)];
    writeAll(all);
  },
};
