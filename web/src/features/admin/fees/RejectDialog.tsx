/**
 * Why a payment is rejected: one reason from the list, and a note, required for "Other", that the
 * student reads in the rejection e-mail. Checked with the shared schema, so its texts are the server's.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { REJECT_NOTE_MAX, REJECT_REASONS, rejectSlipSchema, type RejectReason, type RejectSlipInput } from '@schemas';
import { Modal } from '../../../components/Modal';
import { adminTexts } from '../../../texts/en-admin';
import { feeText } from './fee-text';

const t = adminTexts.fees.reject;

interface RejectDialogProps {
  studentName: string;
  busy: boolean;
  onReject: (input: RejectSlipInput) => void;
  onCancel: () => void;
}

export function RejectDialog({ studentName, busy, onReject, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState<RejectReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const firstRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { reason: reason ?? undefined, note: note.trim() === '' ? undefined : note };
    const parsed = rejectSlipSchema.safeParse(input);
    if (!parsed.success) {
      const found: { reason?: string; note?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'reason';
        found[field] ??= feeText(issue.message);
      }
      setErrors(found);
      return;
    }
    onReject(parsed.data);
  };

  return (
    <Modal title={`${t.title}: ${studentName}`} onClose={onCancel} initialFocus={firstRef}>
      <form className="fee-reject" onSubmit={onSubmit} noValidate>
        <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
          <legend>{t.reasonLabel}</legend>
          {REJECT_REASONS.map((value, i) => (
            <label key={value} className="fee-reject__reason">
              <input
                ref={i === 0 ? firstRef : undefined}
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors((e) => ({ ...e, reason: undefined }));
                }}
              />
              {t.reasons[value]}
            </label>
          ))}
          <p id={`${id}-reason-error`} className="field__error" aria-live="polite">
            {errors.reason}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-note`}>{t.note}</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={REJECT_NOTE_MAX}
            rows={3}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${id}-note-hint ${id}-note-error`}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((e) => ({ ...e, note: undefined }));
            }}
          />
          <p id={`${id}-note-hint`} className="field__hint">
            {t.noteHint}
          </p>
          <p id={`${id}-note-error`} className="field__error" aria-live="polite">
            {errors.note}
          </p>
        </div>
        <div className="fee-reject__actions">
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            {adminTexts.cancel}
          </button>
          <button type="submit" className="btn btn--danger" disabled={busy}>
            {t.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
