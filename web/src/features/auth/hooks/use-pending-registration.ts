import { useEffect, useState } from 'react';
import { getPendingRegistration } from '../api/pending-registration';

type PendingState = { status: 'checking' } | { status: 'waiting'; email: string | null } | { status: 'none' };

/**
 * Asks the server on opening whether a registration waits for its code: the pending cookie is
 * HttpOnly and outlives the tab (a student may come back to /otp-verify later), so neither the page
 * nor the navigation that led here can tell. A failed check shows the form anyway: verifying and
 * resending report their own errors.
 */
export function usePendingRegistration(): PendingState {
  const [state, setState] = useState<PendingState>({ status: 'checking' });
  useEffect(() => {
    let live = true;
    getPendingRegistration()
      .then(
        (answer) => live && setState(answer.waiting ? { status: 'waiting', email: answer.email } : { status: 'none' }),
      )
      .catch((error: unknown) => {
        console.error('Checking for a waiting registration failed', error);
        if (live) setState({ status: 'waiting', email: null });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
