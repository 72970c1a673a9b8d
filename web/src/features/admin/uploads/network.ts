/** The real network behind the video upload: the admin API calls and XHR PUTs to presigned URLs. */
import { completeVideo } from '../api/complete-video';
import { multipartApi } from '../api/multipart-upload';
import { putThumbnail } from '../api/put-thumbnail';
import { putVideo } from '../api/put-video';
import { putWithProgress } from './single-put';
import type { VideoUploadDeps } from './upload-video';

export const videoUploadNetwork: VideoUploadDeps = {
  putVideo,
  putThumbnail,
  completeVideo,
  multipart: multipartApi,
  put: (request) => putWithProgress(request),
};
