/**
 * User management: search by full name (debounced; the server filters), a card per student,
 * access toggles showing the server's newValue and Delete after 'Are you sure you want to
 * delete this user?'. Failures toast their failure texts. "Load more" pages through thousands.
 */
import { useCallback, useState } from 'react';
import type { AccessField, AdminUserView } from '@schemas';
import { useToast } from '../../../components/toasts';
import { adminTexts } from '../../../texts/en-admin';
import { deleteUser } from '../api/delete-user';
import { clearMailMark } from '../api/clear-mail-mark';
import { toggleAccess } from '../api/toggle-access';
import { AdminPage } from '../components/AdminPage';
import { PagedSearchList, useListFocus } from '../components/PagedSearchList';
import { UserCard } from '../components/UserCard';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useUsers } from '../hooks/use-users';

const t = adminTexts.users;
const SEARCH_DELAY_MS = 300;

export default function UserManagement() {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  const list = useUsers(search);
  const { items: users, update, remove } = list;
  const focus = useListFocus(users, 'user');
  const deletion = useConfirmedDelete<AdminUserView>({
    texts: t,
    deleteById: deleteUser,
    remove,
    focusNeighbourOf: focus.focusNeighbourOf,
    failureLog: 'Deleting a user failed',
  });
  // The stable callbacks only: the provider's value object changes with every toast shown.
  const { error: toastError, success: toastSuccess } = useToast();

  // Stable, so a toggle re-renders one card, not every card of a long list (UserCard is memoised).
  const onToggle = useCallback(
    async (user: AdminUserView, field: AccessField) => {
      try {
        const { newValue } = await toggleAccess(user._id, field);
        update(user._id, { [field]: newValue });
      } catch (error) {
        console.error('Toggling access failed', error);
        toastError(t.toggleFailed);
      }
    },
    [update, toastError],
  );

  // After the student confirmed the address takes mail: the server lifts the mark, the card drops it.
  const onClearMailMark = useCallback(
    async (user: AdminUserView) => {
      try {
        await clearMailMark(user._id);
        update(user._id, { mailSuppressed: undefined });
        toastSuccess(t.mailMarkCleared);
      } catch (error) {
        console.error('Clearing a mail mark failed', error);
        toastError(t.clearMailMarkFailed);
      }
    },
    [update, toastError, toastSuccess],
  );

  return (
    <AdminPage title={adminTexts.sections.users} heading={t.heading}>
      <PagedSearchList
        idPrefix="user"
        texts={t}
        term={term}
        onTermChange={setTerm}
        search={search}
        list={list}
        focus={focus}
        onLoadFailed={toastError}
        className="user-list"
        renderItem={(user) => (
          <UserCard user={user} onToggle={onToggle} onDelete={deletion.ask} onClearMailMark={onClearMailMark} />
        )}
      />

      {deletion.dialog}
    </AdminPage>
  );
}
