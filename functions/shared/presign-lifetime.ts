/**
 * GET links live at most one hour (docs/architecture.md, security model). Apart from presign.ts (which creates the S3 client) so
 * that code needing only the figure, such as the video-page cache the videoMeta group shares with
 * media, does not put the S3 client into a Lambda that never signs anything.
 */
export const GET_URL_SECONDS = 3600;
