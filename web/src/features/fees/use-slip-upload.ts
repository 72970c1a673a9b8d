/**
 * Sending a payment: the claim (submitSlip), then the slip's PUT to the URL it answers with. A PUT
 * that fails (a signal lost mid-upload) is tried again with the same URL while it holds, so the
 * student does not send the payment twice; once the URL has lapsed or been refused, the payment is
 * sent afresh for a new one.
 */
import { useCallback, useRef, useState } from 'react';
import type { SubmitSlipInput } from '@schemas';
import { ApiError, messageOf } from '../../lib/api-client';
import { feesTexts } from '../../texts/en-fees';
import { submitSlip } from './api';
import { putSlip, SlipUploadError, urlStillValid } from './put-slip';
import type { PreparedSlip } from './slip-file';

interface Ticket {
  body: SubmitSlipInput;
  slip: PreparedSlip;
  signedUrl: string;
  headers: Record<string, string>;
  refused: boolean;
}

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'uploadFailed' }
  /** `code`: the server's name for the refusal, by which the form ties it to a field. */
  | { phase: 'refused'; message: string; code: string | undefined }
  | { phase: 'sent' };

export function useSlipUpload(onSent: () => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const ticket = useRef<Ticket | undefined>(undefined);

  const upload = useCallback(
    async (current: Ticket) => {
      setState({ phase: 'uploading', percent: 0 });
      try {
        await putSlip(current.signedUrl, current.slip.blob, current.headers, (fraction) =>
          setState({ phase: 'uploading', percent: Math.round(fraction * 100) }),
        );
        ticket.current = undefined;
        setState({ phase: 'sent' });
        onSent();
      } catch (error) {
        console.error('Uploading a slip failed', error);
        current.refused = error instanceof SlipUploadError && error.status === 403;
        ticket.current = current;
        setState({ phase: 'uploadFailed' });
      }
    },
    [onSent],
  );

  const send = useCallback(
    async (body: SubmitSlipInput, slip: PreparedSlip) => {
      setState({ phase: 'sending' });
      try {
        const { signedUrl, headers } = await submitSlip(body);
        await upload({ body, slip, signedUrl, headers, refused: false });
      } catch (error) {
        const code = error instanceof ApiError ? error.code : undefined;
        setState({ phase: 'refused', message: messageOf(error, feesTexts.pay.failed), code });
      }
    },
    [upload],
  );

  /** The failed upload again: the same URL while it holds, else the payment sent afresh. */
  const retry = useCallback(async () => {
    const current = ticket.current;
    if (!current) return;
    if (!current.refused && urlStillValid(current.signedUrl)) await upload(current);
    else await send(current.body, current.slip);
  }, [send, upload]);

  const reset = useCallback(() => {
    ticket.current = undefined;
    setState({ phase: 'idle' });
  }, []);

  return { state, send, retry, reset };
}
