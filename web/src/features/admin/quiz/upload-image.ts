/**
 * A question image from the file picker to S3: resized in the browser, then a presigned PUT from
 * imageUpload sent with exactly the headers it signed. The preview shows the resized bytes (a
 * blob URL), which is what students will see.
 */
import { quizImageUpload } from '../api/quizzes';
import { putWithProgress } from '../uploads/single-put';
import { prepareQuizImage, type PreparedImage } from './image-resize';

export type UploadedImage = { key: string; url: string } | { error: 'unreadable' | 'failed' };

export async function uploadQuizImage(file: File): Promise<UploadedImage> {
  let prepared: PreparedImage;
  try {
    prepared = await prepareQuizImage(file);
  } catch (error) {
    console.error('Preparing a question image failed', error);
    return { error: 'unreadable' };
  }
  try {
    const { key, url, headers } = await quizImageUpload(prepared.contentType, prepared.blob.size);
    await putWithProgress({ url, body: prepared.blob, headers });
    return { key, url: URL.createObjectURL(prepared.blob) };
  } catch (error) {
    console.error('Uploading a question image failed', error);
    return { error: 'failed' };
  }
}
