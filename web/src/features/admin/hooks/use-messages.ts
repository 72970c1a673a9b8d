import type { ContactMessageView } from '@schemas';
import { getAllMessages } from '../api/messages';
import { usePagedSearch, type Page } from './use-paged-search';

// Module scope: a stable function, so the list reloads only when the search changes.
const fetchMessages = async (query: { search: string; cursor?: string }): Promise<Page<ContactMessageView>> => {
  const page = await getAllMessages(query);
  return { items: page.messages, nextCursor: page.nextCursor };
};

/** Received messages one server page at a time; the server searches sender names. */
export function useMessages(search: string) {
  return usePagedSearch(fetchMessages, search, 'messages');
}
