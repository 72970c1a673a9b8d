import { useId, useRef } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A yes/no question in an alertdialog. Focus starts on Cancel: Enter on a reflex deletes nothing. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      role="alertdialog"
      initialFocus={cancelRef}
      describedBy={textId}
      className="modal--small"
    >
      <p id={textId}>{text}</p>
      <div className="modal__actions">
        <button ref={cancelRef} type="button" className="btn btn--outline" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
