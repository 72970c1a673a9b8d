import { request } from '../../../lib/api-client';
import type { TuteCategory, SignedDelete } from '@schemas';

/** Deletes a tute's record {fileName} and returns a presigned DELETE for its file in storage. */
export const deleteFile = (category: TuteCategory, fileName: string): Promise<SignedDelete> =>
  request('DELETE /api/aws/deleteFile/{folder}', { params: { folder: category }, body: { fileName } });
