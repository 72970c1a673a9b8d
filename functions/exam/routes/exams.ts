/** Exams: lists for logged-in users; create and delete for admins. */
import { requireAdmin, requireLogin } from '../../domain/sessions/guards';
import { clock } from '../../shared/clock';
import { config } from '../../shared/config';
import { Conflict, NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { examInputSchema, yearParamSchema, type ExamCreatedResponse, examTexts } from '../../shared/schemas';
import { deleteExamByTitle, listExams, putNewExam } from '../store';

export const allExams: Route = async ({ cookies }) => {
  await requireLogin(cookies);
  return { body: await listExams() };
};

export const examsOfYear: Route<'year'> = async ({ cookies, params }) => {
  await requireLogin(cookies);
  return { body: await listExams(parseWith(yearParamSchema, params.year)) };
};

export const createExam: Route = async ({ cookies, body }) => {
  await requireAdmin(cookies);
  const draft = parseWith(examInputSchema(config.examLinkPrefixes), body);
  if (!(await putNewExam(draft, clock.now()))) throw new Conflict(examTexts.duplicate);
  const response: ExamCreatedResponse = {
    message: examTexts.created,
    exam: {
      title: draft.title,
      year: draft.year,
      description: draft.description,
      duration: draft.duration,
      link: draft.link,
    },
  };
  return { statusCode: 201, body: response };
};

export const deleteExam: Route<'title'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  if (!(await deleteExamByTitle(params.title))) throw new NotFound(examTexts.notFound);
  return { body: { message: examTexts.deleted } };
};
