/** The quiz group's path parameters and the presigned PUT of a question image. */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../shared/config';
import { NotFound } from '../shared/errors';
import { s3 } from '../shared/s3';
import { quizTexts } from '../shared/schemas';

const QUIZ_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A quiz id is a UUID this group made; anything else names no quiz. */
export function quizIdOf(value: string | undefined): string {
  if (value === undefined || !QUIZ_ID.test(value)) throw new NotFound(quizTexts.notFound);
  return value;
}

/** PUT links live at most 15 minutes (docs/architecture.md, security model). */
const UPLOAD_URL_SECONDS = 900;

/** A PutObject URL with the type and length fixed in the signature, so S3 refuses any other file. */
export function presignImagePut(key: string, contentType: string, contentLength: number): Promise<string> {
  const command = new PutObjectCommand({
    Bucket: config.bucketName('quizImages'),
    Key: key,
    ContentType: contentType,
    ContentLength: contentLength,
  });
  return getSignedUrl(s3, command, {
    expiresIn: UPLOAD_URL_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}
