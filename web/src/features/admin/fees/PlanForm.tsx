/** A new fee plan: name, monthly price, the classes it grants and its grace days (7 unless changed). */
import { useId, useState, type FormEvent } from 'react';
import { ACCESS_FIELDS, GRACE_DAYS_DEFAULT, GRACE_DAYS_MAX, createPlanSchema, type AccessField } from '@schemas';
import { useToast } from '../../../components/toasts';
import { adminTexts } from '../../../texts/en-admin';
import { createPlan } from '../api/fees';
import { failureText, feeText } from './fee-text';

const t = adminTexts.fees;
const p = t.plans;

type PlanField = 'name' | 'price' | 'grants' | 'graceDays';
const EMPTY = { name: '', price: '', grants: [] as AccessField[], graceDays: String(GRACE_DAYS_DEFAULT) };

export function PlanForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = <K extends PlanField>(field: K, value: (typeof EMPTY)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = createPlanSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<PlanField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as PlanField] ??= feeText(issue.message);
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const { message } = await createPlan(parsed.data);
      toast.success(feeText(message));
      setValues(EMPTY);
      onCreated();
    } catch (error) {
      console.error('Creating a fee plan failed', error);
      toast.error(failureText(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  const described = (field: PlanField, hint = false) =>
    [hint ? `${id}-${field}-hint` : '', `${id}-${field}-error`].filter(Boolean).join(' ');
  const error = (field: PlanField) => (
    <p id={`${id}-${field}-error`} className="field__error" aria-live="polite">
      {errors[field]}
    </p>
  );

  return (
    <form className="fee-plan-form card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{p.formTitle}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{p.name}</label>
        <input
          id={`${id}-name`}
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-price`}>{p.priceField}</label>
        <input
          id={`${id}-price`}
          inputMode="numeric"
          value={values.price}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={described('price')}
          onChange={(event) => set('price', event.target.value)}
        />
        {error('price')}
      </div>
      <fieldset aria-describedby={described('grants')}>
        <legend>{p.grants}</legend>
        {ACCESS_FIELDS.map((field) => (
          <label key={field} className="fee-plan-form__grant">
            <input
              type="checkbox"
              checked={values.grants.includes(field)}
              onChange={(event) =>
                set(
                  'grants',
                  event.target.checked ? [...values.grants, field] : values.grants.filter((g) => g !== field),
                )
              }
            />
            {adminTexts.users.access[field]}
          </label>
        ))}
        {error('grants')}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-grace`}>{p.graceDays}</label>
        <input
          id={`${id}-grace`}
          type="number"
          min={0}
          max={GRACE_DAYS_MAX}
          value={values.graceDays}
          aria-invalid={errors.graceDays ? true : undefined}
          aria-describedby={described('graceDays', true)}
          onChange={(event) => set('graceDays', event.target.value)}
        />
        <p id={`${id}-graceDays-hint`} className="field__hint">
          {p.graceHint}
        </p>
        {error('graceDays')}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {p.create}
      </button>
    </form>
  );
}
