/**
 * Contact Us with its validation rules: name, phone and message required, email required and valid
 * ('*Enter a valid email address.' once touched); Send Message disabled while invalid; an invalid
 * submit says "Please fill all fields correctly."; success ("Successfully Sent") resets the form,
 * failure "Failed to sent message" (the wait time is kept when the server asks the sender to wait).
 * After a send, focus returns to the form's heading.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { contactInputSchema, contactTexts, type ContactInput } from '@schemas';
import { useToast } from '../../../components/toasts';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api-client';
import { contentTexts } from '../../../texts/en-content';
import { validationText, validationTexts } from '../../../texts/validation';
import { createMessage } from '../api/create-message';
import '../../../styles/forms.css';
import '../../../styles/content.css';

const t = contentTexts.contact;

type Field = keyof ContactInput;
const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];
const empty: Record<Field, string> = { name: '', email: '', phone: '', message: '' };
const shape = contactInputSchema.shape;

/** The text shown under a field, or undefined when it is valid. */
function fieldError(field: Field, value: string): string | undefined {
  if (shape[field].safeParse(value).success) return undefined;
  if (field === 'email') return validationText(validationTexts.email);
  if (!value.trim()) return t.required;
  return validationText(field === 'phone' ? validationTexts.phoneNumber : contactTexts.invalid);
}

export default function Contact() {
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);

  const errors = useMemo(
    () => Object.fromEntries(FIELDS.map((f) => [f, fieldError(f, values[f])])) as Record<Field, string | undefined>,
    [values],
  );
  const invalid = FIELDS.some((f) => errors[f]);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: Field) => setTouched((tc) => (tc[field] ? tc : { ...tc, [field]: true }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactInputSchema.safeParse(values);
    if (!parsed.success) {
      setTouched({ name: true, email: true, phone: true, message: true });
      toast.error(validationText(contactTexts.invalid));
      return;
    }
    setBusy(true);
    try {
      await createMessage(parsed.data);
      toast.success(t.success);
      setValues(empty);
      setTouched({});
      // The emptied form disables Send, which would drop focus to the page's start: it goes to the
      // form's heading instead, scrolled clear of the sticky header, ready for another message.
      heading.current?.focus();
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 429 ? error.text : t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="content-page contact-page" aria-labelledby="contact-heading">
      <div className="card contact-card">
        <h1 id="contact-heading" ref={heading} tabIndex={-1}>
          {t.heading}
        </h1>
        <p className="muted">{t.intro}</p>
        <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextField
            name="name"
            label={t.name}
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            onBlur={() => touch('name')}
            error={shown('name')}
          />
          <TextField
            name="email"
            label={t.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            onBlur={() => touch('email')}
            error={shown('email')}
          />
          <TextField
            name="phone"
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={10}
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            onBlur={() => touch('phone')}
            error={shown('phone')}
          />
          <div className="field">
            <label htmlFor="message">{t.message}</label>
            <textarea
              id="message"
              name="message"
              rows={5}
              required
              maxLength={2000}
              value={values.message}
              onChange={(e) => set('message', e.target.value)}
              onBlur={() => touch('message')}
              aria-invalid={shown('message') ? true : undefined}
              aria-describedby={shown('message') ? 'message-error' : undefined}
            />
            <p id="message-error" className="field__error" aria-live="polite">
              {shown('message')}
            </p>
          </div>
          <button type="submit" className="btn btn--primary btn--block" disabled={invalid || busy}>
            {t.send}
          </button>
        </form>
      </div>
    </section>
  );
}
