/**
 * Registration "Enter Your Details": the registration fields with their validation rules and
 * messages (shown once a field is touched), submit disabled while anything is invalid, birthday and
 * gender derived live from the NIC. Success → /otp-verify; failure → the server's message or
 * "Failed to create user".
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { decodeNic } from '@schemas';
import { REGISTRATION_YEARS, registrationSchema } from '@schemas';
import { useToast } from '../../../components/toasts';
import { activeLanguage } from '../../../i18n/active';
import { formatDate } from '../../../i18n/format';
import { messageOf } from '../../../lib/api-client';
import { pageTexts } from '../../../texts/en-pages';
import { nicError, validationText, validationTexts } from '../../../texts/validation';
import { createUser } from '../api/create-user';
import { AuthCard } from '../components/AuthCard';
import { TextField } from '../../../components/TextField';
import {
  emptyRegistration,
  registrationErrors,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationValues,
} from '../components/registration-rules';

const t = pageTexts.register;

type InputField = Exclude<RegistrationField, 'alYear'>;
const INPUTS: ReadonlyArray<{ name: InputField; type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'userName', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
  { name: 'idNo', type: 'text', autoComplete: 'off' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'school', type: 'text', autoComplete: 'organization' },
];

export default function Register() {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  const errors = useMemo(() => registrationErrors(values), [values]);
  const invalid = Object.keys(errors).length > 0;
  const nic = values.idNo.trim() ? decodeNic(values.idNo) : undefined;

  const set = (field: RegistrationField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: RegistrationField) => setTouched((tc) => (tc[field] ? tc : { ...tc, [field]: true }));
  const shownError = (field: RegistrationField) => (touched[field] ? errors[field] : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationSchema.safeParse(values);
    const decoded = decodeNic(values.idNo);
    if (!parsed.success || !decoded) {
      setTouched(Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, true])));
      toast.error(validationText(validationTexts.registrationInvalid));
      return;
    }
    setBusy(true);
    try {
      const result = await createUser({ ...parsed.data, birthday: decoded.birthday, gender: decoded.gender });
      navigate('/otp-verify', { state: { email: result.email, retryAfterSeconds: result.retryAfterSeconds } });
    } catch (error) {
      toast.error(messageOf(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard heading={t.heading} wide>
      <form className="form form--grid" noValidate onSubmit={(e) => void onSubmit(e)}>
        {INPUTS.map(({ name, type, autoComplete, inputMode }) => (
          <TextField
            key={name}
            name={name}
            label={t[name]}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            required
            value={values[name]}
            onChange={(e) => set(name, e.target.value)}
            onBlur={() => touch(name)}
            error={shownError(name)}
          />
        ))}
        <div className="field">
          <label htmlFor="alYear">{t.alYear}</label>
          <select
            id="alYear"
            name="alYear"
            required
            value={values.alYear}
            onChange={(e) => {
              set('alYear', e.target.value);
              touch('alYear');
            }}
            onBlur={() => touch('alYear')}
            aria-invalid={shownError('alYear') ? true : undefined}
            aria-describedby={shownError('alYear') ? 'alYear-error' : undefined}
          >
            <option value="" disabled>
              {t.chooseYear}
            </option>
            {REGISTRATION_YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          <p id="alYear-error" className="field__error" aria-live="polite">
            {shownError('alYear')}
          </p>
        </div>
        <div className="nic-derived" aria-live="polite">
          {nic === null && <p className="field__error">{validationText(nicError)}</p>}
          {nic && (
            <dl>
              <div>
                <dt>{t.birthday}</dt>
                {/* Month written out: "05/02/2005" reads as 5 February here. */}
                <dd>{formatDate(new Date(nic.year, nic.month - 1, nic.day), activeLanguage(), 'long')}</dd>
              </div>
              <div>
                <dt>{t.gender}</dt>
                <dd>{t.genders[nic.gender]}</dd>
              </div>
            </dl>
          )}
        </div>
        <button type="submit" className="btn btn--primary btn--block form__submit" disabled={invalid || busy}>
          {t.submit}
        </button>
      </form>
      <p className="auth-card__switch">
        {t.haveAccount} <Link to="/login">{t.login}</Link>
      </p>
    </AuthCard>
  );
}
