/**
 * OTP verification. The pending-registration cookie tells the server whom this verifies.
 * Verify is disabled until all six boxes hold a digit; success toasts "Succesfully Registered"
 * (spelled so, as in docs/product.md) and goes to /classes, logged in. Resend OTP mails a new code
 * and shows the cooldown it is under. Opened with no registration waiting (asked of the server), it
 * says so and links to registration instead of claiming a code was sent.
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { otpDigitSchema } from '@schemas';
import { useAuth } from '../auth-context';
import { useToast } from '../../../components/toasts';
import { ApiError, messageOf } from '../../../lib/api-client';
import { siteTexts } from '../../../texts/en';
import { pageTexts } from '../../../texts/en-pages';
import { schemaText } from '../../../texts/validation';
import { resendOtp } from '../api/resend-otp';
import { verifyUser } from '../api/verify-user';
import { AuthCard } from '../components/AuthCard';
import { OTP_LENGTH, OtpInputs } from '../components/OtpInputs';
import { useCountdown } from '../hooks/use-countdown';
import { usePendingRegistration } from '../hooks/use-pending-registration';

const t = pageTexts.otp;

interface ArrivalState {
  email?: string;
  retryAfterSeconds?: number;
}

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

export default function OtpVerify() {
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [busy, setBusy] = useState(false);
  const [cooldown, startCooldown] = useCountdown(arrival.retryAfterSeconds ?? 0);
  const toast = useToast();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const pending = usePendingRegistration();

  const valid = digits.length === OTP_LENGTH && digits.every((d) => otpDigitSchema.safeParse(d).success);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await verifyUser(digits.join(''));
      toast.success(t.success);
      await refresh();
      navigate('/classes');
    } catch (error) {
      toast.error(messageOf(error, t.failed));
      setDigits(emptyDigits());
      document.getElementById('digit0')?.focus();
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    try {
      const result = await resendOtp();
      toast.success(schemaText(result.message));
      startCooldown(result.retryAfterSeconds);
    } catch (error) {
      toast.error(messageOf(error, siteTexts.errors.generic));
      if (error instanceof ApiError && error.retryAfterSeconds) startCooldown(error.retryAfterSeconds);
    }
  };

  if (pending.status === 'checking') return null; // the spinner shows meanwhile
  if (pending.status === 'none') {
    return (
      <AuthCard heading={t.heading} bare={false}>
        <p>{t.nothingWaiting}</p>
        <p className="auth-card__switch">
          <Link to="/createUser" className="btn btn--primary">
            {t.register}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const email = arrival.email ?? pending.email;
  return (
    <AuthCard heading={t.heading} bare={false}>
      <p>{t.sent}</p>
      {email && <p className="muted">{t.sentTo(email)}</p>}
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <OtpInputs digits={digits} onChange={setDigits} disabled={busy} />
        <button type="submit" className="btn btn--primary btn--block" disabled={!valid || busy}>
          {t.verify}
        </button>
      </form>
      <p className="otp-resend">
        <button type="button" className="btn-link" onClick={() => void onResend()} disabled={cooldown > 0}>
          {t.resend}
        </button>
        {cooldown > 0 && <span className="muted"> {t.cooldown(cooldown)}</span>}
      </p>
    </AuthCard>
  );
}
