/**
 * Six single-digit boxes named digit0…digit5. A digit moves focus on, Backspace on an empty
 * box moves back and clears it, arrows move, and pasting (or autofilling) six digits fills them all.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { pageTexts } from '../../../texts/en-pages';

export const OTP_LENGTH = 6;

interface OtpInputsProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function OtpInputs({ digits, onChange, disabled = false }: OtpInputsProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fillFrom = (start: number, text: string) => {
    const next = [...digits];
    const chars = onlyDigits(text)
      .slice(0, OTP_LENGTH - start)
      .split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next);
    focus(start + chars.length);
  };

  const onInput = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (raw === '') {
      onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (typed.length === 0) return; // a letter: ignored
    if (typed.length >= OTP_LENGTH) {
      fillFrom(0, typed); // one-time-code autofill drops the whole code into one box
      return;
    }
    const old = digits[index];
    if (old && typed.length === 2) {
      // Typing into a filled box (caret before or after the old digit): keep the new one.
      fillFrom(index, (typed.startsWith(old) ? typed[1] : typed[0]) ?? '');
      return;
    }
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (text.length === OTP_LENGTH) fillFrom(0, text);
    else if (text) fillFrom(index, text);
  };

  return (
    <fieldset className="otp-boxes">
      <legend className="sr-only">{pageTexts.otp.groupLabel}</legend>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <div key={index} className="otp-box">
          <label htmlFor={`digit${index}`} className="sr-only">
            {pageTexts.otp.digitLabel(index + 1)}
          </label>
          <input
            ref={(el) => {
              boxes.current[index] = el;
            }}
            id={`digit${index}`}
            name={`digit${index}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            required
            disabled={disabled}
            value={digits[index] ?? ''}
            onChange={(e) => onInput(index, e.target.value)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={(e) => onPaste(index, e)}
            onFocus={(e) => e.target.select()}
          />
        </div>
      ))}
    </fieldset>
  );
}
