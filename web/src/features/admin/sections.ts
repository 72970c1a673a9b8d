import type { AdminSectionKey } from '../../texts/en-admin';

/** Admin children in sidebar order: Overview, Users, Payments, Messages, Classes, Videos, Tutes, Forms Create, Quizes, Settings. */
export const ADMIN_SECTIONS: ReadonlyArray<{ key: AdminSectionKey; path: string }> = [
  { key: 'overview', path: 'overview' },
  { key: 'users', path: 'user-management' },
  { key: 'payments', path: 'payments' },
  { key: 'messages', path: 'message-list' },
  { key: 'classes', path: 'class-management' },
  { key: 'videos', path: 'video-management' },
  { key: 'tutes', path: 'tute-management' },
  { key: 'exams', path: 'form-management' },
  { key: 'quizzes', path: 'quiz-management' },
  { key: 'settings', path: 'settings' },
];
