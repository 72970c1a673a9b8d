/** Admin-only user management: list, change state, toggle access, clear a mail mark, delete, counts. */
import { countClasses } from '../../domain/classes/store';
import { countMessages } from '../../domain/messages/store';
import { Forbidden, NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { clearSuppression } from '../../shared/mail-suppression';
import {
  changeStateSchema,
  clearMailMarkSchema,
  idParamSchema,
  pageQuerySchema,
  toggleAccessSchema,
  type UserCounts,
  userTexts,
} from '../../shared/schemas';
import { getUser, type UserItem } from '../../domain/sessions/account';
import { requireAdminCaller } from '../../domain/sessions/caller';
import { deleteSessionsOf } from '../../domain/sessions/sessions';
import { deleteAccount } from '../accounts';
import { setState, toggleAccess as flipAccess } from '../store';
import { countActiveStudents, countStudents, listStudents } from '../user-list';

/** Admins manage students; admin accounts are out of reach of these endpoints. */
async function studentById(id: string): Promise<UserItem> {
  const user = await getUser(parseWith(idParamSchema, id));
  if (!user) throw new NotFound(userTexts.userNotFound);
  if (user.role !== 'student') throw new Forbidden(userTexts.adminProtected);
  return user;
}

export const getAllUsers: Route = async ({ cookies, query }) => {
  await requireAdminCaller(cookies);
  const { limit, cursor, search } = parseWith(pageQuerySchema, query);
  return { body: await listStudents({ limit, cursor, search }) };
};

export const changeState: Route = async ({ cookies, body }) => {
  await requireAdminCaller(cookies);
  const { id, state } = parseWith(changeStateSchema, body);
  const user = await studentById(id);
  await setState(user.id, state);
  if (state === 'suspended') await deleteSessionsOf(user.id);
  return { body: { id: user.id, state } };
};

export const toggleAccess: Route = async ({ cookies, body }) => {
  await requireAdminCaller(cookies);
  const { id, field } = parseWith(toggleAccessSchema, body);
  const user = await studentById(id);
  const newValue = await flipAccess(user, field);
  if (newValue === null) throw new NotFound(userTexts.userNotFound);
  return { body: { newValue } };
};

/**
 * Lifts the bounce or spam mark from a student's address, after the student confirmed (in class, by
 * phone) that it now takes mail; the next mail to it goes out, and a new bounce marks it again.
 */
export const clearMailMark: Route = async ({ cookies, body }) => {
  await requireAdminCaller(cookies);
  const { id } = parseWith(clearMailMarkSchema, body);
  const user = await studentById(id);
  if (!(await clearSuppression(user.email))) throw new NotFound(userTexts.noSuppression);
  return { body: { message: userTexts.mailCleared } };
};

export const deleteUser: Route<'id'> = async ({ cookies, params }) => {
  await requireAdminCaller(cookies);
  const user = await studentById(params.id);
  await deleteAccount(user);
  return { body: { message: userTexts.userDeleted } };
};

export const userCounts: Route = async ({ cookies }) => {
  await requireAdminCaller(cookies);
  const [totalUsers, activeUsers, totalClasses, totalMessages] = await Promise.all([
    countStudents(),
    countActiveStudents(),
    countClasses(),
    countMessages(),
  ]);
  const counts: UserCounts = { totalUsers, activeUsers, totalClasses, totalMessages };
  return { body: counts };
};
