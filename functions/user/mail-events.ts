/**
 * The user group's mail-events Lambda: the SES configuration set's bounce and complaint events, as
 * EventBridge delivers them ("Email Bounced", "Email Complaint Received" from aws.ses, the SES event
 * record in `detail`), mark each address so it gets no more mail (functions/shared/mail-suppression.ts).
 * The local SES twin (local/twins/ses-events.ts) calls this same handler with the same event shape.
 *
 * Only a permanent bounce marks: a transient one (a full mailbox, a server down for the night) or an
 * undetermined one may well deliver next time, and marking it would lock a student out for nothing.
 */
import * as z from 'zod/mini';
import { clock } from '../shared/clock';
import { logger } from '../shared/logger';
import { normalAddress, suppressAddress, type SuppressionReason } from '../shared/mail-suppression';

const recipients = z.array(z.object({ emailAddress: z.string().check(z.minLength(3), z.maxLength(320)) }));

const sesEventSchema = z.object({
  source: z.literal('aws.ses'),
  'detail-type': z.string(),
  detail: z.object({
    eventType: z.string(),
    bounce: z.optional(
      z.object({ bounceType: z.string(), bouncedRecipients: recipients, timestamp: z.optional(z.string()) }),
    ),
    complaint: z.optional(z.object({ complainedRecipients: recipients, timestamp: z.optional(z.string()) })),
  }),
});
export type SesEvent = z.infer<typeof sesEventSchema>;

export interface MarkedAddress {
  email: string;
  reason: SuppressionReason;
  at: number;
}

/** A recipient may be written as `Name <address>`; the mark is on the bare, lower-cased address. */
const bareAddress = (recipient: string): string => normalAddress(/<([^<>]+)>\s*$/.exec(recipient)?.[1] ?? recipient);

const when = (timestamp: string | undefined, fallback: number): number => {
  const parsed = timestamp ? Date.parse(timestamp) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : parsed;
};

/** The addresses an SES event says must get no more mail (none for a transient bounce or another event). */
export function addressesToMark(event: SesEvent, now: number): MarkedAddress[] {
  const { detail } = event;
  if (detail.eventType === 'Bounce' && detail.bounce?.bounceType === 'Permanent') {
    const at = when(detail.bounce.timestamp, now);
    return detail.bounce.bouncedRecipients.map((r) => ({ email: bareAddress(r.emailAddress), reason: 'bounce', at }));
  }
  if (detail.eventType === 'Complaint' && detail.complaint) {
    const at = when(detail.complaint.timestamp, now);
    return detail.complaint.complainedRecipients.map((r) => ({
      email: bareAddress(r.emailAddress),
      reason: 'complaint',
      at,
    }));
  }
  return [];
}

export const handler = async (event: unknown): Promise<{ marked: number }> => {
  const parsed = sesEventSchema.safeParse(event);
  if (!parsed.success) {
    // Not an SES event record: nothing to mark, and a retry would not change that.
    logger.warn('mail event ignored: not an SES event record');
    return { marked: 0 };
  }
  const marks = addressesToMark(parsed.data, clock.now());
  for (const mark of marks) await suppressAddress(mark.email, mark.reason, mark.at);
  logger.info('mail event handled', {
    eventType: parsed.data.detail.eventType,
    bounceType: parsed.data.detail.bounce?.bounceType,
    marked: marks.length,
  });
  return { marked: marks.length };
};
