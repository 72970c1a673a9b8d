/** The results' per-student rows, shared by the table on screen and the CSV. Pure. */
import type { QuizAnswersResponse } from '@schemas';
import { adminTexts } from '../../../texts/en-admin';
import type { CsvCell } from './csv';

const t = adminTexts.quizzes.resultsScreen;

/** How many of a student's answers chose the question's correct option. */
export const correctCount = (answers: QuizAnswersResponse, student: QuizAnswersResponse['students'][number]) =>
  student.answers.filter((a, i) => a !== null && a.option === answers.questions[i]?.correct).length;

/** Header and one row per student: rank, name, NIC, score, correct, then each question's option (1-based) and points. */
export function answerRows(answers: QuizAnswersResponse): CsvCell[][] {
  const header: CsvCell[] = [t.rank, t.name, t.nic, t.score, t.correct];
  for (const q of answers.questions) header.push(t.csvQuestion(q.index + 1), t.csvPoints(q.index + 1));
  const rows = answers.students.map((s) => {
    const row: CsvCell[] = [s.rank, s.fullName, s.nic, s.score, correctCount(answers, s)];
    for (const a of s.answers) row.push(a ? a.option + 1 : null, a ? a.points : null);
    return row;
  });
  return [header, ...rows];
}
