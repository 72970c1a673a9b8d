/** The S3 client, created once per container (see aws.ts for why it has its own module). */
import { S3Client } from '@aws-sdk/client-s3';
import { clientOptions } from './aws';
import { config } from './config';

export const s3 = new S3Client({
  ...clientOptions,
  forcePathStyle: config.s3ForcePathStyle,
  // Browsers uploading through presigned URLs cannot add the SDK's default checksums.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
