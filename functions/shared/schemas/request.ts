/**
 * The texts of refusals that belong to no domain: the HTTP layer's (anti-forgery, body limits, JSON,
 * unknown routes), the catalog's and the upload starter's own guards, and the fixed texts of the
 * 500 and 503 answers. Each has a stable code (`request.<key>`, message-codes.ts) like every domain's.
 */
import { VIDEO_TITLE_MAX } from './videos';

export const requestTexts = {
  xsrf: 'Invalid or missing anti-forgery token.',
  notViaSite: 'Requests must come through the site.',
  tooLarge: 'Request body is too large.',
  contentType: 'Content-Type must be application/json.',
  malformedJson: 'Malformed JSON body.',
  illFormedText: 'The request contains text that is not valid Unicode.',
  notObject: 'Request body must be a JSON object.',
  /** A 400 whose schema issue has no text of its own (zod's generic English texts carry this code). */
  invalid: 'Invalid request.',
  notFound: 'Not found.',
  videoTitle: `A video title must be 1 to ${VIDEO_TITLE_MAX} characters, without "/".`,
  uploadStarting: 'Another upload of this title is starting. Try again.',
  internal: 'Something went wrong.',
  unavailable: 'Service temporarily unavailable. Please try again.',
} as const;
