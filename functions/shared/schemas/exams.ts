/** Exams: the admin's exam form (a title, year, duration and an exam link) and the exam list. */
import * as z from 'zod/mini';
import { schema, wholeNumber } from './common';

export const examTexts = {
  title: 'Enter a title of 1 to 120 characters (no "/").',
  year: 'Choose a year from 2024 to 2030.',
  description: 'The description can be at most 1000 characters.',
  durationMin: 'Duration must be at least 1 minute.',
  durationMax: 'Duration must be a whole number of minutes, at most 600.',
  link: 'Enter a Google Forms link (https://docs.google.com/forms/… or https://forms.gle/…).',
  yearParam: 'The year must be four digits.',
  created: 'Exam created successfully!',
  duplicate: 'An exam with this title already exists.',
  deleted: 'Exam deleted',
  notFound: 'Exam not found.',
} as const;

export const EXAM_YEARS = ['2024', '2025', '2026', '2027', '2028', '2029', '2030'] as const;
/** Configuration default (env EXAM_LINK_PREFIXES, cdk.json context examLinkPrefixes). */
export const DEFAULT_EXAM_LINK_PREFIXES: readonly string[] = ['https://docs.google.com/forms/', 'https://forms.gle/'];

/**
 * The link as it will be stored when it is an https address under one of `prefixes`, else null.
 * The URL is normalised first, so "../" tricks, a user-info part ("https://forms.gle@evil/") or an
 * upper-case host are judged by where the browser would really go.
 */
export function examLink(raw: string, prefixes: readonly string[] = DEFAULT_EXAM_LINK_PREFIXES): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const href = url.href;
  return prefixes.some(
    (prefix) => prefix.startsWith('https://') && href.startsWith(prefix) && href.length > prefix.length,
  )
    ? href
    : null;
}

/** The exam form; the link prefixes are configuration, so the schema is made per list. */
export function examInputSchema(prefixes: readonly string[] = DEFAULT_EXAM_LINK_PREFIXES) {
  return z.object({
    title: z.string({ error: examTexts.title }).check(
      z.trim(),
      z.minLength(1, examTexts.title),
      z.maxLength(120, examTexts.title),
      // A title is a path segment of deleteByTitle; a "/" there would not survive every proxy.
      z.refine((t: string) => !/[/\\]/.test(t), examTexts.title),
    ),
    year: z.enum(EXAM_YEARS, examTexts.year),
    description: z._default(
      z.optional(z.string({ error: examTexts.description }).check(z.trim(), z.maxLength(1000, examTexts.description))),
      '',
    ),
    duration: z.pipe(
      wholeNumber(examTexts.durationMin),
      z
        .number()
        .check(z.gte(1, examTexts.durationMin), z.int(examTexts.durationMax), z.lte(600, examTexts.durationMax)),
    ),
    link: z.pipe(
      z.string({ error: examTexts.link }).check(z.maxLength(2048, examTexts.link)),
      z.transform((link: string, payload) => {
        const checked = examLink(link, prefixes);
        if (checked === null) {
          payload.issues.push({ code: 'custom', message: examTexts.link, input: link });
          return z.NEVER;
        }
        return checked;
      }),
    ),
  });
}
export type ExamInput = z.input<ReturnType<typeof examInputSchema>>;
export type ExamDraft = z.output<ReturnType<typeof examInputSchema>>;

export const yearParamSchema = /* @__PURE__ */ schema(() => z.string().check(z.regex(/^\d{4}$/, examTexts.yearParam)));

/** An exam, as the API returns it. */
export interface ExamView {
  title: string;
  year: string;
  description: string;
  duration: number;
  link: string;
}

export interface ExamCreatedResponse {
  message: string;
  exam: ExamView;
}
