/**
 * The slip: two plain buttons a phone shows side by side, "Take a photo" (the back camera) and
 * "Choose a file" (a photo or a PDF). Each is a real file input under its own visible label, so it
 * is reached and opened by keyboard as any input is. The prepared slip is previewed with its size:
 * what the class will see, at the size it costs to send.
 */
import { useEffect, useMemo, useState } from 'react';
import { activeLanguage } from '../../../i18n/active';
import { formatNumber } from '../../../i18n/format';
import { feesTexts } from '../../../texts/en-fees';
import { prepareSlip, SLIP_ACCEPT, type PreparedSlip, type SlipProblem } from '../slip-file';

const t = feesTexts.pay;
const KB = 1024;

/** Under 1 MB in whole kilobytes (rounded up, never "0 KB"), else megabytes with one decimal. */
export function slipSize(bytes: number): string {
  const kilobytes = Math.ceil(bytes / KB);
  if (kilobytes < 1024) return t.kb(formatNumber(kilobytes, activeLanguage()));
  return t.mb(
    formatNumber(bytes / (KB * KB), activeLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
}

interface SlipPickerProps {
  slip: PreparedSlip | undefined;
  error: string | undefined;
  disabled: boolean;
  onPicked: (result: { slip?: PreparedSlip; problem?: SlipProblem }) => void;
}

export function SlipPicker({ slip, error, disabled, onPicked }: SlipPickerProps) {
  const [preparing, setPreparing] = useState(false);
  const preview = useMemo(
    () => (slip && slip.contentType !== 'application/pdf' ? URL.createObjectURL(slip.blob) : undefined),
    [slip],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after a retake) still reads it.
    input.value = '';
    if (!file) return;
    setPreparing(true);
    const result = await prepareSlip(file);
    setPreparing(false);
    onPicked('slip' in result ? { slip: result.slip } : { problem: result.problem });
  };

  const describedBy = error ? 'slip-hint slip-error' : 'slip-hint';
  return (
    <fieldset className="fees-slip" aria-describedby={describedBy}>
      <legend>{t.slip}</legend>
      <p id="slip-hint" className="muted">
        {t.slipHint}
      </p>
      <div className="fees-slip__buttons">
        <label className="btn btn--outline fees-slip__button">
          {t.takePhoto}
          <input
            className="sr-only"
            type="file"
            accept="image/*"
            capture="environment"
            data-field="slip"
            disabled={disabled || preparing}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => void pick(e.currentTarget)}
          />
        </label>
        <label className="btn btn--outline fees-slip__button">
          {t.chooseFile}
          <input
            className="sr-only"
            type="file"
            accept={SLIP_ACCEPT}
            disabled={disabled || preparing}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => void pick(e.currentTarget)}
          />
        </label>
      </div>
      {preparing && <p className="muted">{t.preparing}</p>}
      {slip && (
        <figure className="fees-slip__preview">
          {preview ? <img src={preview} alt={t.preview} /> : <p>{t.pdfChosen(slip.name)}</p>}
          <figcaption>{t.size(slipSize(slip.blob.size))}</figcaption>
        </figure>
      )}
      <p id="slip-error" className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
