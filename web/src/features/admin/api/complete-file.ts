import { request } from '../../../lib/api-client';
import type { CompleteFileResponse, TuteCategory } from '@schemas';

/**
 * After the PUT: the server reads the stored file's first bytes and lists it only if it is a PDF;
 * anything else is removed and refused (415) with a message for the admin. Quiet: the form shows
 * its own progress.
 */
export const completeFile = (category: TuteCategory, fileName: string): Promise<CompleteFileResponse> =>
  request('POST /api/aws/completeFile/{folder}', { params: { folder: category }, quiet: true, body: { fileName } });
