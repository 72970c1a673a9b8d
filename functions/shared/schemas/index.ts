/**
 * The request/response shapes and validation rules, one file per domain. Both the React forms and
 * the handlers import this entry, so every validation text exists exactly once. Every top-level
 * schema is built through the pure-marked helper in common.ts, so a bundle keeps only the schemas
 * its code reaches.
 */
export * from './common';
export * from './accounts';
export * from './password-reset';
export * from './classes';
export * from './exams';
export * from './fees';
export * from './quiz';
export type * from './quiz-live';
export * from './contact';
export * from './videos';
export * from './uploads';
export * from './tutes';
export * from './slides';
export * from './nic';
export * from './nic-texts';
export * from './sample-classes';
export * from './streams';
export * from './request';
export * from './edge';
export * from './language';
export * from './month-names';
export * from './message-codes';
export type * from './routes';
