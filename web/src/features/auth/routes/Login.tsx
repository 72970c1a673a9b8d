/**
 * Login: email lowercased as typed, password, Submit, links to a forgotten password and to register. A user in the
 * answer stores the user name, toasts "Successfully Logged In" and goes to /classes — or, shown in
 * place of a members-only page (`inPlace`), stays at that address so the page opens; an answer
 * without a user → "Try Again"; a failure → "Wrong Username or Password", except that the server's
 * own words are kept for an unverified or suspended account (403) and for the lockout (429).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { loginSchema } from '@schemas';
import { useAuth } from '../auth-context';
import { useToast } from '../../../components/toasts';
import { storageKeys } from '../../../config';
import { ApiError } from '../../../lib/api-client';
import { pageTexts } from '../../../texts/en-pages';
import { validationText } from '../../../texts/validation';
import { login } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { TextField } from '../../../components/TextField';

const t = pageTexts.login;
type Field = 'email' | 'password';

interface LoginProps {
  /**
   * Shown by a guard at the address the visitor asked for: success does not navigate, the auth
   * state changes and the guard shows the page. Inside the site's frame unless `bare`.
   */
  inPlace?: boolean;
  bare?: boolean;
  /** Why the form is here (e.g. "Log in to open this page."). */
  notice?: string;
  /** Called after an in-place login, once the auth state is fresh. */
  onLoggedIn?: () => void;
  /** More ways out, under the form (e.g. back to the site). */
  children?: ReactNode;
}

export default function Login({ inPlace = false, bare = !inPlace, notice, onLoggedIn, children }: LoginProps = {}) {
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
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= validationText(issue.message);
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
      // Read when shown: the account's own language may arrive with the login and replace the texts.
      toast.success(() => t.success);
      await refresh();
      if (inPlace) onLoggedIn?.();
      else navigate('/classes');
    } catch (error) {
      const keepServerText = error instanceof ApiError && (error.status === 403 || error.status === 429);
      toast.error(keepServerText ? error.text : t.wrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard heading={t.heading} bare={bare}>
      {notice && <p className="auth-card__notice">{notice}</p>}
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
        <Link to="/forgot-password">{t.forgot}</Link>
      </p>
      <p className="auth-card__switch">
        {t.noAccount} <Link to="/createUser">{t.register}</Link>
      </p>
      {children}
    </AuthCard>
  );
}
