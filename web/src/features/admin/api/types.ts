/**
 * Issue-4 response shapes the admin console reads (notes/api-contract-4.md). Kept here until the
 * shared schema module carries them; the request bodies are typed at each call.
 */
import type { ContactMessageView, VideoFolder, VideoYear } from '../../../../../functions/shared/schemas';

/** A presigned PUT: ContentType is part of the signature, valid ≤ 15 minutes. */
export interface SignedPut {
  signedUrl: string;
  key: string;
  expiresIn: number;
}

/** A presigned PDF PUT and the exact headers it was signed with. */
export interface SignedFilePut extends SignedPut {
  headers: Record<string, string>;
}

/** A presigned DELETE the client calls after the server's own delete (§4 file delete). */
export interface SignedDelete {
  signedUrl: string;
}

export interface VideoDraft {
  folder: VideoFolder;
  year: VideoYear;
  title: string;
  caption: string;
}

export interface SlideView {
  id: string;
  caption: string;
  url: string;
}

export interface AdminMessage extends ContactMessageView {
  repliedAt?: string;
}

export interface MessagesPage {
  messages: AdminMessage[];
  nextCursor: string | null;
}
