import type { AdminUserView } from '@schemas';
import { getAllUsers } from '../api/get-all-users';
import { usePagedSearch, type Page } from './use-paged-search';

// Module scope: a stable function, so the list reloads only when the search changes.
const fetchUsers = async (query: { search: string; cursor?: string }): Promise<Page<AdminUserView>> => {
  const page = await getAllUsers(query);
  return { items: page.users, nextCursor: page.nextCursor };
};

/** The Users screen's students, one server page at a time (thousands of students); the server searches names. */
export function useUsers(search: string) {
  return usePagedSearch(fetchUsers, search, 'students');
}
