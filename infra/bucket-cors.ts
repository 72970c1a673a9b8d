/**
 * What the browser may do cross-origin on the slips bucket, in one place for the cloud bucket
 * (infra/storage.ts) and its local twin (local/engines/index.ts), so a page that needs more than
 * the cloud allows fails locally too. Free of aws-cdk-lib: the local stack loads it.
 */

/** The student's browser PUTs a slip with a presigned URL; reading one back needs no CORS. */
export const SLIP_CORS_METHODS = ['PUT'] as const;
