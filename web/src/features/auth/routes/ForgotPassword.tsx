/**
 * A forgotten password, in two steps on one screen: the email (the server answers the same whether
 * or not an account uses it), then the 6-digit code from the mail with the new password twice.
 * A new code can be asked for after the same 60 s as the registration code; success says so and goes
 * to /login, as every session of the account has just ended.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toasts';
import { forgotPasswordSchema, resetPasswordSchema } from '@schemas';
import { ApiError, messageOf } from '../../../lib/api-client';
import { siteTexts } from '../../../texts/en';
import { pageTexts } from '../../../texts/en-pages';
import { schemaText, validationText } from '../../../texts/validation';
import { forgotPassword, resetPassword } from '../api/password-reset';
import { AuthCard } from '../components/AuthCard';
import { OTP_LENGTH, OtpInputs } from '../components/OtpInputs';
import { useCountdown } from '../hooks/use-countdown';

const t = pageTexts.reset;
/** The wait between codes the server keeps (its own rule; a request sooner mails nothing). */
const RESEND_SECONDS = 60;

type PasswordField = 'password' | 'confirmPassword';
const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [passwords, setPasswords] = useState<Record<PasswordField, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [cooldown, startCooldown] = useCountdown(0);
  const toast = useToast();
  const navigate = useNavigate();

  const sendCode = async (address: string) => {
    setBusy(true);
    try {
      await forgotPassword({ email: address });
      setSentTo(address);
      startCooldown(RESEND_SECONDS);
    } catch (error) {
      toast.error(messageOf(error, siteTexts.errors.generic));
      if (error instanceof ApiError && error.retryAfterSeconds) startCooldown(error.retryAfterSeconds);
    } finally {
      setBusy(false);
    }
  };

  const onSendCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(validationText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    await sendCode(parsed.data.email);
  };

  const setPassword = (field: PasswordField, value: string) => {
    setPasswords((p) => ({ ...p, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const codeComplete = digits.every((d) => /^\d$/.test(d));

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || !codeComplete) return;
    const parsed = resetPasswordSchema.safeParse({ email: sentTo, code: digits.join(''), ...passwords });
    if (!parsed.success) {
      const found: Partial<Record<PasswordField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'password' || field === 'confirmPassword') found[field] ??= validationText(issue.message);
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const result = await resetPassword(parsed.data);
      toast.success(schemaText(result.message));
      navigate('/login');
    } catch (error) {
      toast.error(messageOf(error, t.failed));
      setDigits(emptyDigits());
    } finally {
      setBusy(false);
    }
  };

  if (!sentTo) {
    return (
      <AuthCard heading={t.heading}>
        <p>{t.intro}</p>
        <form className="form" noValidate onSubmit={(e) => void onSendCode(e)}>
          <TextField
            name="email"
            label={t.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value.toLowerCase());
              setEmailError(undefined);
            }}
            error={emailError}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {t.send}
          </button>
        </form>
        <p className="auth-card__switch">
          <Link to="/login">{t.backToLogin}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t.heading}>
      <p>{t.sentTo(sentTo)}</p>
      <form className="form" noValidate onSubmit={(e) => void onReset(e)}>
        <OtpInputs digits={digits} onChange={setDigits} disabled={busy} />
        <TextField
          name="password"
          label={t.password}
          type="password"
          autoComplete="new-password"
          required
          value={passwords.password}
          onChange={(e) => setPassword('password', e.target.value)}
          error={errors.password}
        />
        <TextField
          name="confirmPassword"
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          value={passwords.confirmPassword}
          onChange={(e) => setPassword('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={!codeComplete || busy}>
          {t.submit}
        </button>
      </form>
      <p className="otp-resend">
        <button
          type="button"
          className="btn-link"
          onClick={() => void sendCode(sentTo)}
          disabled={cooldown > 0 || busy}
        >
          {t.resend}
        </button>
        {cooldown > 0 && <span className="muted"> {pageTexts.otp.cooldown(cooldown)}</span>}
      </p>
      <p className="auth-card__switch">
        <button type="button" className="btn-link" onClick={() => setSentTo(null)}>
          {t.otherEmail}
        </button>
      </p>
    </AuthCard>
  );
}
