/**
 * Class management: Create New Class. Every field required, the title upper-cased as typed
 * (the shared schema appends ' | Engineering Technology' on submit), day Sunday–Saturday, start and
 * end times; an invalid submit toasts 'Please fill the form correctly.' and marks what is wrong.
 * 'Successfully created' / 'Something went wrong while creating the class.'
 */
import { useRef, useState, type FormEvent } from 'react';
import { CLASS_DAYS, CLASS_TYPES, classInputSchema, classTexts } from '@schemas';
import { useToast } from '../../../components/toasts';
import { contentTexts } from '../../../texts/en-content';
import { adminTexts } from '../../../texts/en-admin';
import { validationText } from '../../../texts/validation';
import { createClass } from '../api/create-class';
import { AdminPage } from '../components/AdminPage';
import { Field } from '../components/Field';

const t = adminTexts.classes;

const EMPTY = { title: '', type: '', location: '', fee: '', day: '', startTime: '', endTime: '' };
type ClassField = keyof typeof EMPTY;

export default function ClassManagement() {
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<ClassField>>(new Set());
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const titleRef = useRef<HTMLInputElement>(null);

  const set = (field: ClassField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((fields) => {
      if (!fields.has(field)) return fields;
      const next = new Set(fields);
      next.delete(field);
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = classInputSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => issue.path[0] as ClassField)));
      toast.error(validationText(classTexts.invalid));
      return;
    }
    setBusy(true);
    try {
      await createClass(parsed.data);
      toast.success(t.created);
      setValues(EMPTY);
      setInvalid(new Set());
      titleRef.current?.focus();
    } catch (error) {
      console.error('Creating a class failed', error);
      toast.error(t.failed);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: ClassField,
    label: string,
    props: { type?: string; inputMode?: 'numeric'; min?: number; hint?: string } = {},
  ) => (
    <Field name={field} label={label} hint={props.hint} invalid={invalid.has(field)}>
      {(control) => (
        <input
          {...control}
          ref={field === 'title' ? titleRef : undefined}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          min={props.min}
          required
          value={values[field]}
          onChange={(e) => set(field, field === 'title' ? e.target.value.toUpperCase() : e.target.value)}
        />
      )}
    </Field>
  );

  const select = <T extends string>(
    field: ClassField,
    label: string,
    options: readonly T[],
    names: Record<T, string>,
  ) => (
    <Field name={field} label={label} invalid={invalid.has(field)}>
      {(control) => (
        <select {...control} required value={values[field]} onChange={(e) => set(field, e.target.value)}>
          <option value="" disabled>
            {adminTexts.choose}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {names[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <AdminPage title={adminTexts.sections.classes} heading={t.heading}>
      <form
        className="card admin-form"
        noValidate
        aria-labelledby="class-form-title"
        onSubmit={(e) => void onSubmit(e)}
      >
        <h2 id="class-form-title">{t.formTitle}</h2>
        <div className="admin-form__grid">
          {text('title', t.title, { hint: t.titleHint })}
          {select('type', t.type, CLASS_TYPES, contentTexts.classes.types)}
          {text('location', t.location)}
          {text('fee', t.fee, { type: 'number', inputMode: 'numeric', min: 0 })}
          {select('day', t.day, CLASS_DAYS, contentTexts.classes.days)}
          {text('startTime', t.startTime, { type: 'time' })}
          {text('endTime', t.endTime, { type: 'time', hint: t.endHint })}
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t.submit}
        </button>
      </form>
    </AdminPage>
  );
}
