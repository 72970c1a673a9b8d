/**
 * Which SES events mark an address: a permanent bounce and a complaint do, for every recipient they
 * name (bare and lower-cased); a transient or undetermined bounce does not. The local twin's events
 * for the mailbox simulator's addresses are the ones SES publishes for them.
 */
import { describe, expect, it } from 'vitest';
import { simulatorEvents, simulatorOutcome } from '../../local/twins/ses-simulator-events';
import { addressesToMark } from '../../functions/user/mail-events';

const mail = (destination: string[]) => ({
  messageId: 'm-1',
  source: 'no-reply@engtech.example',
  destination,
  configurationSet: 'engtech-mail',
  at: new Date('2026-11-28T03:00:00Z'),
});
const envelope = { region: 'ap-south-1', accountId: '123456789012' };
type SesEvent = Parameters<typeof addressesToMark>[0];
const events = (destination: string[]) => simulatorEvents(mail(destination), envelope) as SesEvent[];
const NOW = Date.parse('2026-11-28T03:00:05Z');

describe('the mailbox simulator', () => {
  it('bounces bounce@ and suppressionlist@, complains for complaint@, and delivers the rest quietly', () => {
    expect(simulatorOutcome('bounce@simulator.amazonses.com')).toBe('bounce');
    expect(simulatorOutcome('Bounce+typo@Simulator.AmazonSES.com')).toBe('bounce');
    expect(simulatorOutcome('suppressionlist@simulator.amazonses.com')).toBe('suppressionlist');
    expect(simulatorOutcome('Name <complaint+x@simulator.amazonses.com>')).toBe('complaint');
    expect(simulatorOutcome('success@simulator.amazonses.com')).toBeNull();
    expect(simulatorOutcome('ooto@simulator.amazonses.com')).toBeNull();
    expect(simulatorOutcome('bounce@example.com')).toBeNull();
    expect(events(['student@example.com'])).toEqual([]);
  });

  it('publishes in the EventBridge envelope SES uses, tagged with the configuration set', () => {
    const [bounce] = events(['bounce@simulator.amazonses.com']) as unknown as [Record<string, unknown>];
    expect(bounce).toMatchObject({
      source: 'aws.ses',
      'detail-type': 'Email Bounced',
      account: envelope.accountId,
      region: envelope.region,
      detail: {
        eventType: 'Bounce',
        bounce: { bounceType: 'Permanent', bounceSubType: 'General' },
        mail: { messageId: 'm-1', tags: { 'ses:configuration-set': ['engtech-mail'] } },
      },
    });
  });
});

describe('addressesToMark', () => {
  it('marks every recipient of a permanent bounce, bare and lower-cased, at the bounce time', () => {
    const [event] = events(['bounce+A@simulator.amazonses.com', 'bounce+b@simulator.amazonses.com']);
    const marks = addressesToMark(event!, NOW);
    expect(marks.map((m) => [m.email, m.reason])).toEqual([
      ['bounce+a@simulator.amazonses.com', 'bounce'],
      ['bounce+b@simulator.amazonses.com', 'bounce'],
    ]);
  });

  it('marks a complaint as a complaint, and an address on the suppression list as a bounce', () => {
    expect(addressesToMark(events(['complaint@simulator.amazonses.com'])[0]!, NOW)).toMatchObject([
      { reason: 'complaint' },
    ]);
    expect(addressesToMark(events(['suppressionlist@simulator.amazonses.com'])[0]!, NOW)).toMatchObject([
      { reason: 'bounce' },
    ]);
  });

  it('marks nothing for a transient or undetermined bounce', () => {
    for (const bounceType of ['Transient', 'Undetermined']) {
      const [event] = events(['bounce@simulator.amazonses.com']);
      event!.detail.bounce!.bounceType = bounceType;
      expect(addressesToMark(event!, NOW)).toEqual([]);
    }
  });
});
