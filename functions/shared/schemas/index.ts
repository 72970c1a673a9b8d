/**
 * The request/response shapes and validation rules, one file per domain. Both the React forms and
 * the handlers import this entry, so every validation text exists exactly once. Every top-level
 * schema is built through the pure-marked helper in common.ts, so a bundle keeps only the schemas
 * its code reaches.
 */
import { classTexts } from './classes';
import { contactTexts } from './contact';
import { examTexts } from './exams';

export * from './common';
export * from './accounts';
export * from './classes';
export * from './exams';
export * from './contact';
export * from './videos';
export * from './uploads';
export * from './tutes';
export * from './slides';

// The names the web's forms read these texts by: `messages` is accountTexts; `contentMessages`
// gathers the class, exam and contact form texts. Both go once the web imports the domain names.
export { accountTexts as messages } from './accounts';
export const contentMessages = /* @__PURE__ */ (() => ({
  classInvalid: classTexts.invalid,
  contactInvalid: contactTexts.invalid,
  examTitle: examTexts.title,
  examYear: examTexts.year,
  examDescription: examTexts.description,
  examDurationMin: examTexts.durationMin,
  examDurationMax: examTexts.durationMax,
  examLink: examTexts.link,
  yearParam: examTexts.yearParam,
}))();
