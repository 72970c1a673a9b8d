/**
 * A Settings list (PDFs, videos, exams, slides): loading, failure with retry, empty text, the items
 * with a Delete button each, Load more, and the delete confirmation. After a delete, focus moves to
 * the list's heading (the deleted row is gone) and the list is read again from the server.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useToast } from '../../../../components/toasts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { adminTexts } from '../../../../texts/en-admin';

const t = adminTexts.settings;

interface ItemListProps<T> {
  id: string;
  heading: string;
  items: T[];
  status: 'loading' | 'ready' | 'error';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
  emptyText: string;
  itemKey: (item: T) => string;
  /** The name the confirmation and the toasts use. */
  itemName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Deletes on the server; a rejection keeps the item and shows `failureText`. */
  onDelete: (item: T) => Promise<void>;
  failureText?: (item: T) => string;
}

export function ItemList<T>(props: ItemListProps<T>) {
  const {
    id,
    heading,
    items,
    status,
    hasMore,
    loadingMore,
    loadMore,
    reload,
    emptyText,
    itemKey,
    itemName,
    renderItem,
    onDelete,
  } = props;
  const [asking, setAsking] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const { success: toastSuccess, error: toastError } = useToast();

  // After the dialog has closed (and handed focus back to the now stale Delete button).
  useEffect(() => {
    if (!focusHeading || asking !== null) return;
    setFocusHeading(false);
    headingRef.current?.focus();
  }, [focusHeading, asking]);

  const confirm = async () => {
    if (!asking || deleting) return;
    const item = asking;
    setDeleting(true);
    try {
      await onDelete(item);
      setAsking(null);
      toastSuccess(t.deleted(itemName(item)));
      setFocusHeading(true);
      reload();
    } catch (error) {
      console.error('Deleting failed', error);
      setAsking(null);
      toastError(props.failureText ? props.failureText(item) : t.deleteFailed(itemName(item)));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="settings-list">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {status === 'error' && (
        <div className="admin-note admin-note--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={reload}>
            {t.retry}
          </button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && <p className="admin-note">{emptyText}</p>}
      <ul className="settings-items" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading'}>
        {items.map((item) => (
          <li key={itemKey(item)} className="settings-item card">
            <div className="settings-item__body">{renderItem(item)}</div>
            <button
              type="button"
              className="btn btn--danger"
              aria-label={t.deleteLabel(itemName(item))}
              onClick={() => setAsking(item)}
            >
              {t.delete}
            </button>
          </li>
        ))}
      </ul>
      {status === 'ready' && hasMore && (
        <p className="load-more">
          <button type="button" className="btn btn--outline" disabled={loadingMore} onClick={loadMore}>
            {adminTexts.loadMore}
          </button>
        </p>
      )}
      {asking !== null && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(itemName(asking))}
          confirmLabel={t.delete}
          cancelLabel={adminTexts.cancel}
          busy={deleting}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
