/** The local S3 engine reads CopyObject's source as S3 does (local/engines/s3rver-copy-source.ts). */
import { describe, expect, it } from 'vitest';
import { copySourceForS3rver } from '../../local/engines/s3rver-copy-source';

// What s3rver does with the header.
const s3rverKey = (header: string): string => decodeURI(header);

describe('copySourceForS3rver', () => {
  it.each([...'=;+#?&$:@,%', ' ', 'සිං', 'த'])('a key with %s comes out as S3 decodes it', (char) => {
    const key = `Tute ${char} 1.pdf`;
    const header = `bucket/${encodeURIComponent(key)}`;
    // s3rver alone gets the reserved characters wrong; after the rewrite it gets every one right.
    if ('=;+#?&$:@,'.includes(char)) expect(s3rverKey(header)).not.toBe(`bucket/${key}`);
    expect(s3rverKey(copySourceForS3rver(header)!)).toBe(`bucket/${key}`);
  });

  it('drops a version id, which s3rver does not keep', () => {
    expect(s3rverKey(copySourceForS3rver('bucket/a%3Fb.pdf?versionId=3')!)).toBe('bucket/a?b.pdf');
  });

  it('leaves malformed percent-encoding for s3rver to refuse', () => {
    expect(copySourceForS3rver('bucket/100%.pdf')).toBeNull();
  });
});
