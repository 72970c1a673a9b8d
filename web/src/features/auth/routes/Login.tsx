/**
 * Login: email lowercased as typed, password, Submit, link to register. A user in the
 * answer stores the user name, toasts "Successfully Logged In" and goes to /classes; an answer
 * without a user → "Try Again"; a failure → "Wrong Username or Password", except that the server's
 * own words are kept for an unverified or suspended account (403) and for the lockout (429).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema } from '../../../../../functions/shared/schemas';
import { useAuth } from '../auth-context';
import { useToast } from '../../../components/toasts';
import { storageKeys } from '../../../config';
import { ApiError } from '../../../lib/api-client';
import { pageTexts } from '../../../texts/en-pages';
import { login } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { TextField } from '../../../components/TextField';

const t = pageTexts.login;
type Field = 'email' | 'password';

export default function Login() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { refresh } = useAuth();
  const navigate = useNavigate();

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const result = await login(parsed.data);
      if (!result?.user) {
        toast.error(t.tryAgain);
        return;
      }
      localStorage.setItem(storageKeys.userName, result.user.userName);
      toast.success(t.success);
      await refresh();
      navigate('/classes');
    } catch (error) {
      const keepServerText = error instanceof ApiError && (error.status === 403 || error.status === 429);
      toast.error(keepServerText ? error.message : t.wrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard heading={t.heading}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value.toLowerCase())}
          error={errors.email}
        />
        <TextField
          name="password"
          label={t.password}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {t.submit}
        </button>
      </form>
      <p className="auth-card__switch">
        {t.noAccount} <Link to="/createUser">{t.register}</Link>
      </p>
    </AuthCard>
  );
}
