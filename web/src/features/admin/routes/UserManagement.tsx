/**
 * §2 User management: search by full name (debounced; the server filters), a card per student,
 * access toggles showing the server's newValue (§4) and Delete after 'Are you sure you want to
 * delete this user?' (§5). Failures toast the §8 texts. "Load more" pages through thousands.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccessField, AdminUserView } from '../../../../../functions/shared/schemas';
import { useToast } from '../../../app/providers/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { adminText } from '../../../messages/en-admin';
import { deleteUser } from '../api/delete-user';
import { toggleAccess } from '../api/toggle-access';
import { AdminPage } from '../components/AdminPage';
import { UserCard } from '../components/UserCard';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useUsers } from '../hooks/use-users';

const t = adminText.users;
const SEARCH_DELAY_MS = 300;

export default function UserManagement() {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  const { users, nextCursor, status, loadingMore, reload, loadMore, update, remove } = useUsers(search);
  const [confirming, setConfirming] = useState<AdminUserView | null>(null);
  // The stable callbacks only: the provider's value object changes with every toast shown.
  const { success: toastSuccess, error: toastError } = useToast();
  const searchRef = useRef<HTMLInputElement>(null);
  // Where focus goes once the list has re-rendered: a deleted card's neighbour (or the search box
  // when none is left), or the first card of a page just loaded — never lost on the page body.
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId === null) return;
    setFocusId(null);
    const card = focusId ? document.getElementById(`user-${focusId}`) : null;
    (card ?? searchRef.current)?.focus();
  }, [focusId, users]);

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

  const onConfirmDelete = async () => {
    const user = confirming;
    if (!user) return;
    setConfirming(null);
    try {
      await deleteUser(user._id);
      const index = users.findIndex((u) => u._id === user._id);
      const neighbour = users[index + 1] ?? users[index - 1];
      setFocusId(neighbour?._id ?? '');
      remove(user._id);
      toastSuccess(t.deleted);
    } catch (error) {
      console.error('Deleting a user failed', error);
      toastError(t.deleteFailed);
    }
  };

  const onLoadMore = async () => {
    const result = await loadMore();
    if (!result.ok) toastError(t.loadFailed);
    else if (result.firstNewId) setFocusId(result.firstNewId);
  };

  return (
    <AdminPage title={adminText.sections.users} heading={t.heading}>
      <div className="field admin-search">
        <label htmlFor="user-search">{t.search}</label>
        <input
          ref={searchRef}
          id="user-search"
          type="search"
          autoComplete="off"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          aria-describedby="user-search-hint"
        />
        <p id="user-search-hint" className="muted">
          {t.searchHint}
        </p>
      </div>

      <p className="sr-only" role="status">
        {status === 'ready' ? t.shown(users.length) : ''}
      </p>

      {status === 'error' && (
        <div className="admin-note admin-note--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={reload}>
            {t.retry}
          </button>
        </div>
      )}

      {status === 'ready' && users.length === 0 && <p className="admin-note">{search ? t.emptySearch(search) : t.empty}</p>}

      <div className="user-list" aria-label={t.listLabel} role="list" aria-busy={status === 'loading'}>
        {users.map((user) => (
          <div role="listitem" key={user._id}>
            <UserCard user={user} onToggle={onToggle} onDelete={setConfirming} />
          </div>
        ))}
      </div>

      {status === 'ready' && nextCursor && (
        <p className="load-more">
          <button type="button" className="btn btn--outline" disabled={loadingMore} onClick={() => void onLoadMore()}>
            {adminText.loadMore}
          </button>
        </p>
      )}

      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText}
          confirmLabel={t.confirm}
          cancelLabel={adminText.cancel}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </AdminPage>
  );
}
