/**
 * The quiz editor's form values and their translation to the shared schema's input, so the editor
 * checks exactly what the server checks (quizInputSchema) and shows the schema's own messages. Form
 * values are what the inputs hold (text); the schema turns them into numbers and an ISO start.
 */
import { QUIZ_OPTIONS_MIN, quizInputSchema, type QuizAudience, type QuizDetail, type QuizInput } from '@schemas';

export interface QuestionForm {
  /** A key for React that survives reordering. */
  id: string;
  text: string;
  options: string[];
  answer: number;
  seconds: string;
  explanation: string;
  image?: { key: string; url: string };
}

export interface QuizForm {
  title: string;
  description: string;
  audience: QuizAudience;
  /** yyyy-mm-dd and hh:mm as the date and time inputs hold them, in the admin's own time zone. */
  startDate: string;
  startTime: string;
  questions: QuestionForm[];
}

let nextId = 0;
const newId = () => `q${++nextId}`;

export const emptyQuestion = (): QuestionForm => ({
  id: newId(),
  text: '',
  options: Array.from({ length: QUIZ_OPTIONS_MIN }, () => ''),
  answer: 0,
  seconds: '20',
  explanation: '',
});

export const emptyQuiz = (): QuizForm => ({
  title: '',
  description: '',
  audience: 'all',
  startDate: '',
  startTime: '',
  questions: [emptyQuestion()],
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored quiz as the form shows it: its start in the admin's local date and time. */
export function formOf(quiz: QuizDetail): QuizForm {
  const start = quiz.startsAt ? new Date(quiz.startsAt) : undefined;
  return {
    title: quiz.title,
    description: quiz.description,
    audience: quiz.audience,
    startDate: start ? `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}` : '',
    startTime: start ? `${pad(start.getHours())}:${pad(start.getMinutes())}` : '',
    questions: quiz.questions.map((q) => ({
      id: newId(),
      text: q.text,
      options: [...q.options],
      answer: q.answer,
      seconds: String(q.seconds),
      explanation: q.explanation,
      ...(q.image ? { image: { ...q.image } } : {}),
    })),
  };
}

/**
 * The local date and time as an ISO instant; with only one of them filled, the raw text, which the
 * schema refuses with its start message (rather than silently dropping the start).
 */
export function startsAtOf(date: string, time: string): string | undefined {
  if (!date && !time) return undefined;
  const local = new Date(`${date}T${time}`);
  return date && time && !Number.isNaN(local.getTime()) ? local.toISOString() : `${date}T${time}`;
}

export function inputOf(form: QuizForm): QuizInput {
  const startsAt = startsAtOf(form.startDate, form.startTime);
  return {
    title: form.title,
    description: form.description,
    audience: form.audience,
    ...(startsAt !== undefined ? { startsAt } : {}),
    questions: form.questions.map((q) => ({
      text: q.text,
      options: q.options,
      answer: q.answer,
      seconds: q.seconds,
      explanation: q.explanation,
      ...(q.image ? { image: q.image.key } : {}),
    })),
  };
}

/** The schema's verdict: the input to send, or the first message per field path ("questions.0.options.1"). */
export function checkQuiz(form: QuizForm): { input?: QuizInput; errors: Record<string, string> } {
  const input = inputOf(form);
  const parsed = quizInputSchema.safeParse(input);
  // What goes to the server is the schema's output: trimmed texts, numbers, the start in UTC.
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}

/** The list with the item at `from` moved to `to` (both in range). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
