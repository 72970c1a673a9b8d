import { api } from '../../../lib/api-client';
import type { UsersPage } from '../../../../../functions/shared/schemas';

export const USERS_PAGE_SIZE = 50;

export interface UsersQuery {
  /** Case-insensitive substring of the full name; the server filters, so thousands of students stay cheap. */
  search?: string;
  cursor?: string | null;
}

/** GET /api/user/getAllUsers?limit&cursor&search (admin) — one page of students, newest first. */
export function getAllUsers({ search, cursor }: UsersQuery = {}) {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return api<UsersPage>(`/api/user/getAllUsers?${params.toString()}`);
}
