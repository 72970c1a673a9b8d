/** Classes: the admin's class form and the public class list. */
import * as z from 'zod/mini';
import { schema, wholeNumber } from './common';

export const classTexts = {
  invalid: 'Please fill the form correctly.',
  deleted: 'Class deleted',
  notFound: 'Class not found.',
} as const;

export const CLASS_TYPES = ['Revision', 'Theory', 'Practical', 'Paper'] as const;
export const CLASS_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
type ClassDay = (typeof CLASS_DAYS)[number];
const CLASS_TITLE_SUFFIX = ' | Engineering Technology';
const CLASS_FEE_MAX = 1_000_000;

const TRAILING_SUFFIX = /\s*\|\s*engineering technology\s*$/i;

/** The title is upper-cased as typed and ' | Engineering Technology' appended on submit — once. */
export function classTitle(raw: string): string {
  const base = raw.trim().replace(TRAILING_SUFFIX, '').trim().toUpperCase();
  return `${base}${CLASS_TITLE_SUFFIX}`;
}

/** The schedule text: "day, colon, then start-end times". */
export const classSchedule = (day: ClassDay, startTime: string, endTime: string): string =>
  `${day}: ${startTime}-${endTime}`;

const classText = (max: number) =>
  z
    .string({ error: classTexts.invalid })
    .check(z.trim(), z.minLength(1, classTexts.invalid), z.maxLength(max, classTexts.invalid));
const clockTime = /* @__PURE__ */ schema(() =>
  z.string({ error: classTexts.invalid }).check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, classTexts.invalid)),
);

/**
 * The class form. The output is what the server stores: final title and schedule; a
 * schedule sent by the client is ignored. `teacher` is optional; the server fills in the brand name.
 */
const classFields = /* @__PURE__ */ schema(() =>
  z.object({
    // The base title; the suffix makes it longer.
    title: classText(100 + CLASS_TITLE_SUFFIX.length).check(
      z.refine((t: string) => t.replace(TRAILING_SUFFIX, '').trim().length > 0, classTexts.invalid),
    ),
    type: z.enum(CLASS_TYPES, classTexts.invalid),
    location: classText(100),
    fee: z.pipe(
      wholeNumber(classTexts.invalid),
      z
        .number()
        .check(z.int(classTexts.invalid), z.gte(0, classTexts.invalid), z.lte(CLASS_FEE_MAX, classTexts.invalid)),
    ),
    day: z.enum(CLASS_DAYS, classTexts.invalid),
    startTime: clockTime,
    endTime: clockTime,
    schedule: z.optional(z.unknown()),
    teacher: z.optional(z.string({ error: classTexts.invalid }).check(z.trim(), z.maxLength(100, classTexts.invalid))),
  }),
);
type ClassFields = z.output<typeof classFields>;

export const classInputSchema = /* @__PURE__ */ schema(() =>
  z.pipe(
    classFields.check(
      z.refine((c: ClassFields) => c.endTime > c.startTime, {
        message: classTexts.invalid,
        path: ['endTime'],
      }),
    ),
    z.transform(({ title, type, location, fee, day, startTime, endTime, teacher }: ClassFields) => ({
      title: classTitle(title),
      type,
      location,
      fee,
      day,
      startTime,
      endTime,
      schedule: classSchedule(day, startTime, endTime),
      teacher: teacher || undefined,
    })),
  ),
);
export type ClassInput = z.input<typeof classInputSchema>;
export type ClassDraft = z.output<typeof classInputSchema>;

/** A class, as the API returns it. */
export interface ClassView {
  _id: string;
  title: string;
  teacher: string;
  type: string;
  location: string;
  schedule: string;
  fee: number;
}
