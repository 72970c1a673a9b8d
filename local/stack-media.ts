/** The local /media server wired to the engines: the streams bucket in s3rver, the local key pair. */
import { S3Client } from '@aws-sdk/client-s3';
import { buckets } from '../functions/shared/resources';
import type { Engines } from './engines';
import { createLocalMedia, type LocalMedia } from './server/media';
import { localKeyGroup } from './twins/media-keys';

export function localMediaServer(engines: Pick<Engines, 'endpoints' | 'mediaKeys'>): LocalMedia {
  const s3 = new S3Client({
    endpoint: engines.endpoints.s3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return createLocalMedia({
    s3,
    bucket: buckets.streams.localName,
    keys: localKeyGroup([engines.mediaKeys.publicKeyPem]),
    // Read per request: the stack settles SITE_ORIGIN once its port is known, after this is made.
    siteOrigin: () => {
      const origin = process.env.SITE_ORIGIN;
      if (!origin) throw new Error('SITE_ORIGIN is not set: the /media server checks cookies against it');
      return origin;
    },
  });
}
