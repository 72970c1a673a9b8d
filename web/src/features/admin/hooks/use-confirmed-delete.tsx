/**
 * Delete after a confirmation dialog, for the searchable card lists (users, messages): the
 * card asks, the dialog confirms, the server deletes, focus moves to a neighbouring card before the
 * card goes (so keyboard users are not dropped to the top of the page), and a toast says how it went.
 */
import { useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { adminTexts } from '../../../texts/en-admin';

interface ConfirmedDeleteTexts {
  confirmTitle: string;
  confirmText: string;
  confirm: string;
  deleted: string;
  deleteFailed: string;
}

interface ConfirmedDeleteOptions {
  texts: ConfirmedDeleteTexts;
  deleteById: (id: string) => Promise<unknown>;
  remove: (id: string) => void;
  focusNeighbourOf: (id: string) => void;
  /** For the console when the server refuses, e.g. 'Deleting a user failed'. */
  failureLog: string;
}

export function useConfirmedDelete<T extends { _id: string }>({
  texts,
  deleteById,
  remove,
  focusNeighbourOf,
  failureLog,
}: ConfirmedDeleteOptions): {
  ask: (item: T) => void;
  dialog: ReactNode;
} {
  const [confirming, setConfirming] = useState<T | null>(null);
  const { success: toastSuccess, error: toastError } = useToast();

  const onConfirm = async () => {
    const item = confirming;
    if (!item) return;
    setConfirming(null);
    try {
      await deleteById(item._id);
      focusNeighbourOf(item._id);
      remove(item._id);
      toastSuccess(texts.deleted);
    } catch (error) {
      console.error(failureLog, error);
      toastError(texts.deleteFailed);
    }
  };

  const dialog = confirming && (
    <ConfirmDialog
      title={texts.confirmTitle}
      text={texts.confirmText}
      confirmLabel={texts.confirm}
      cancelLabel={adminTexts.cancel}
      onConfirm={() => void onConfirm()}
      onCancel={() => setConfirming(null)}
    />
  );
  return { ask: setConfirming, dialog };
}
