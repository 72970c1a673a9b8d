/** Admin deletes: deleteFile for a tute PDF, deleteVideo for a video with everything it left behind. */
import { requireAdmin } from '../../domain/sessions/guards';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { deleteFileSchema, deleteVideoSchema } from '../../shared/schemas';
import { tuteCategory, videoFolder } from '../folders';
import { deleteTute } from '../tutes/tute-files';
import { deleteVideo as removeVideo } from '../videos/video-delete';

export const deleteFile: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const category = tuteCategory(params.folder);
  const { fileName } = parseWith(deleteFileSchema, body);
  return { body: await deleteTute(category, fileName) };
};

export const deleteVideo: Route<'folder'> = async ({ params, cookies, body }) => {
  await requireAdmin(cookies);
  const folder = videoFolder(params.folder);
  const { fileName } = parseWith(deleteVideoSchema, body);
  return { body: await removeVideo(folder, fileName) };
};
