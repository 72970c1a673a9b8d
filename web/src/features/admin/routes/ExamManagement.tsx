/**
 * Forms Create: Create New Exam (title, year, description, duration in minutes, Google Form link).
 * Title, year, duration (≥ 1) and an https Google Forms link required, description optional;
 * Create is disabled while the form is invalid, so an invalid submit is ignored. Idle →
 * loading ('Submitting...') → 'Exam created successfully!' or the server's message / 'Failed to create exam.'
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { EXAM_YEARS, examInputSchema } from '@schemas';
import { useToast } from '../../../components/toasts';
import { messageOf } from '../../../lib/api-client';
import { adminTexts } from '../../../texts/en-admin';
import { validationText } from '../../../texts/validation';
import { createExam } from '../api/create-exam';
import { AdminPage } from '../components/AdminPage';
import { Field } from '../components/Field';

const t = adminTexts.exams;
// The server's prefix list is configuration; the form checks the default one and the server has the last word.
const examSchema = examInputSchema();

const EMPTY = { title: '', year: '', description: '', duration: '', link: '' };
type ExamField = keyof typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as ExamField[];

export default function ExamManagement() {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ExamField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const titleRef = useRef<HTMLInputElement>(null);

  const parsed = useMemo(() => examSchema.safeParse(values), [values]);
  const errors = useMemo(() => {
    const found: Partial<Record<ExamField, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as ExamField] ??= validationText(issue.message);
    return found;
  }, [parsed]);

  const set = (field: ExamField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: ExamField) => setTouched((tc) => (tc[field] ? tc : { ...tc, [field]: true }));
  const shown = (field: ExamField) => (touched[field] ? errors[field] : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !parsed.success) {
      // An invalid submit is ignored (Enter in a field can still submit a disabled-button form).
      setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
      return;
    }
    setBusy(true);
    try {
      await createExam(parsed.data);
      toast.success(t.created);
      setValues(EMPTY);
      setTouched({});
      titleRef.current?.focus();
    } catch (error) {
      console.error('Creating an exam failed', error);
      toast.error(messageOf(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage title={adminTexts.sections.exams} heading={t.heading}>
      <form className="card admin-form" noValidate aria-labelledby="exam-form-title" onSubmit={(e) => void onSubmit(e)}>
        <h2 id="exam-form-title">{t.formTitle}</h2>
        <div className="admin-form__grid">
          <Field name="title" label={t.title} error={shown('title')}>
            {(control) => (
              <input
                {...control}
                ref={titleRef}
                required
                maxLength={120}
                value={values.title}
                onChange={(e) => set('title', e.target.value)}
                onBlur={() => touch('title')}
              />
            )}
          </Field>
          <Field name="year" label={t.year} error={shown('year')}>
            {(control) => (
              <select
                {...control}
                required
                value={values.year}
                onChange={(e) => {
                  set('year', e.target.value);
                  touch('year');
                }}
                onBlur={() => touch('year')}
              >
                <option value="" disabled>
                  {adminTexts.choose}
                </option>
                {EXAM_YEARS.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="duration" label={t.duration} error={shown('duration')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                required
                value={values.duration}
                onChange={(e) => set('duration', e.target.value)}
                onBlur={() => touch('duration')}
              />
            )}
          </Field>
        </div>
        <Field name="link" label={t.link} hint={t.linkHint} error={shown('link')}>
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              required
              value={values.link}
              onChange={(e) => set('link', e.target.value)}
              onBlur={() => touch('link')}
            />
          )}
        </Field>
        <Field name="description" label={`${t.description} ${adminTexts.optional}`} error={shown('description')}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={1000}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              onBlur={() => touch('description')}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary" disabled={busy || !parsed.success}>
          {busy ? t.submitting : t.submit}
        </button>
      </form>
    </AdminPage>
  );
}
