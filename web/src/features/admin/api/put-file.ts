import { request } from '../../../lib/api-client';
import { PDF_CONTENT_TYPE, type TuteCategory, type SignedTuteUpload } from '@schemas';

interface TuteDraft {
  fileName: string;
  year: string;
  size: number;
}

/**
 * A presigned PUT for a tute's PDF and the exact headers it was signed with (content type and the
 * year as object metadata). Quiet: the form shows the upload's own progress.
 */
export const putFile = (category: TuteCategory, { fileName, year, size }: TuteDraft): Promise<SignedTuteUpload> =>
  request('PUT /api/aws/putFile/{folder}', {
    params: { folder: category },
    quiet: true,
    body: { fileName, size, contentType: PDF_CONTENT_TYPE, ...(year ? { year } : {}) },
  });
