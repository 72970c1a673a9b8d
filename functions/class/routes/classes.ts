/** GET the public class list; POST a new class and DELETE one (admins). */
import { requireAdmin } from '../../domain/sessions/guards';
import { NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { classInputSchema, idParamSchema, classTexts } from '../../shared/schemas';
import { createClass } from '../classes';
import { deleteClass as removeClass, listClasses } from '../../domain/classes/store';

export const getAllClassDetails: Route = async () => ({ body: await listClasses() });

export const createClassDetail: Route = async ({ cookies, body }) => {
  await requireAdmin(cookies);
  const draft = parseWith(classInputSchema, body);
  return { statusCode: 201, body: await createClass(draft) };
};

export const deleteClass: Route<'id'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const id = parseWith(idParamSchema, params.id);
  if (!(await removeClass(id))) throw new NotFound(classTexts.notFound);
  return { body: { message: classTexts.deleted } };
};
