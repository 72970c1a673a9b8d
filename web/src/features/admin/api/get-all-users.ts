import { request } from '../../../lib/api-client';
import type { UsersPage } from '@schemas';

const USERS_PAGE_SIZE = 50;

interface UsersQuery {
  /** Case-insensitive substring of the full name; the server filters, so thousands of students stay cheap. */
  search?: string;
  cursor?: string | null;
}

/** Admin only: one page of students, newest first. */
export const getAllUsers = ({ search, cursor }: UsersQuery = {}): Promise<UsersPage> =>
  request('GET /api/user/getAllUsers', { query: { limit: String(USERS_PAGE_SIZE), search, cursor } });
