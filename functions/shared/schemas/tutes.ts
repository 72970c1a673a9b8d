/**
 * Tutes: the PDF categories (past paper markings, revision tutes, Sampath books), their lists and
 * the admin's tute file uploads and deletes.
 */
import * as z from 'zod/mini';
import { schema } from './common';
import { byteSize, safeName, type SignedUpload } from './uploads';

export const TUTE_CATEGORIES = ['PastPaperMarking', 'RevisionTute', 'SampathBook'] as const;
export type TuteCategory = (typeof TUTE_CATEGORIES)[number];
export const TUTE_MAX_BYTES = 50 * 1024 * 1024;
export const TUTE_NAME_MAX = 150;
export const PDF_CONTENT_TYPE = 'application/pdf';

export const tuteTexts = {
  unknownCategory: 'Unknown category.',
  noAccess: 'You do not have access to these tutes.',
  fileName: `The file name must end in .pdf and have at most ${TUTE_NAME_MAX} characters, without "/", "\\" or "..".`,
  fileType: 'Only PDF files (application/pdf) can be uploaded.',
  tooLarge: 'PDFs can be at most 50 MB.',
  year: 'The year can be at most 20 characters (letters, digits, spaces and punctuation).',
  fileNotFound: 'File not found.',
  notPdf:
    'This file is not a PDF (its content does not start as a PDF does), so it was removed. Choose the PDF file and upload it again.',
} as const;

export interface TuteItem {
  name: string;
  url: string;
  year: string | null;
  /** bytes */
  size: number;
}

export interface TutePage {
  list: TuteItem[];
  nextCursor: string | null;
}

/** S3 sends user metadata as an HTTP header, so the year is printable ASCII. */
const tuteYearSchema = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.optional(
      z
        .string({ error: tuteTexts.year })
        .check(z.trim(), z.maxLength(20, tuteTexts.year), z.regex(/^[\x20-\x7e]*$/, tuteTexts.year)),
    ),
    z.transform((year: string | undefined) => year || undefined),
  ),
);

const tuteFileNameSchema = /* @__PURE__ */ schema(() =>
  z
    .string({ error: tuteTexts.fileName })
    .check(
      z.trim(),
      z.maxLength(TUTE_NAME_MAX, tuteTexts.fileName),
      z.regex(/^.+\.pdf$/i, tuteTexts.fileName),
      z.refine(safeName, tuteTexts.fileName),
    ),
);

/** PUT /api/aws/putFile/{folder}; a size over TUTE_MAX_BYTES is a 413 (checked by the route). */
export const putFileSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: tuteFileNameSchema,
    year: tuteYearSchema,
    size: byteSize,
    contentType: z.literal(PDF_CONTENT_TYPE, tuteTexts.fileType),
  }),
);
export type PutFileInput = z.input<typeof putFileSchema>;

/** POST /api/aws/completeFile/{folder}: after the presigned PUT, the stored file is checked (a PDF is listed). */
export const completeFileSchema = /* @__PURE__ */ schema(() => z.object({ fileName: tuteFileNameSchema }));
export type CompleteFileInput = z.input<typeof completeFileSchema>;

/** DELETE /api/aws/deleteFile/{folder}: the listed name, with or without ".pdf". */
export const deleteFileSchema = /* @__PURE__ */ schema(() =>
  z.object({
    fileName: z
      .string({ error: tuteTexts.fileName })
      .check(
        z.trim(),
        z.minLength(1, tuteTexts.fileName),
        z.maxLength(TUTE_NAME_MAX, tuteTexts.fileName),
        z.refine(safeName, tuteTexts.fileName),
      ),
  }),
);
export type DeleteFileInput = z.input<typeof deleteFileSchema>;

/** putFile: the PUT must carry exactly these headers (they are signed). */
/** completeFile: the stored file reads as a PDF and is listed. */
export interface CompleteFileResponse {
  checked: true;
}

export interface SignedTuteUpload extends SignedUpload {
  headers: Record<string, string>;
}
