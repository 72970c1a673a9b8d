/**
 * Mail that keeps its reputation, against the local SES engine behind its twin
 * (local/twins/ses-events.ts): a mail to the SES mailbox simulator's bounce@ or complaint@ address
 * comes back as the EventBridge event SES publishes, the same mail-events handler the cloud's rule
 * invokes marks the address, and the next mail to it is not sent — the student is told so, the
 * admin's list shows the mark and the admin can lift it. A transient bounce marks nothing.
 */
import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { userTexts } from '../../functions/shared/schemas';
import { startSesEventsTwin } from '../../local/twins/ses-events';
import { simulatorEvents } from '../../local/twins/ses-simulator-events';
import { ApiClient } from './support/client';
import { adminBrowser, advanceClock, registered, registration } from './support/fixtures';
import { mailsTo } from './support/mail';
import { idOf } from './support/roles';

const twin = await startSesEventsTwin({
  engineUrl: inject('engineEndpoints').ses,
  configurationSet: process.env.MAIL_CONFIGURATION_SET ?? '',
  deliver: async (event) => (await import('../../functions/user/mail-events')).handler(event),
});
// Before any handler module loads: the SES client they share is made on their first import.
Object.assign(process.env, twin.environment);
const { handler } = await import('../../functions/user/handler');
const { suppressionOf } = await import('../../functions/shared/mail-suppression');
const { handler: mailEvents } = await import('../../functions/user/mail-events');

afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => twin.stop());

const simulator = (mailbox: 'bounce' | 'complaint' | 'success') =>
  `${mailbox}+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
const MINUTE = 60_000;

describe('bounces and complaints', () => {
  it('a hard bounce marks the address; the next code is not sent and the student is told why', async () => {
    const { browser, email } = await registered(handler, { email: simulator('bounce') });
    await twin.idle();
    expect(await suppressionOf(email)).toMatchObject({ email, reason: 'bounce' });
    expect(await mailsTo(email)).toHaveLength(1);

    advanceClock(2 * MINUTE);
    const resend = await browser.post('/api/user/resendOtp');
    expect(resend.status).toBe(400);
    expect(resend.body).toMatchObject({ code: 'user.mailSuppressed' });
    expect(await mailsTo(email)).toHaveLength(1);

    // Registering again with the same address (the first hold, over a minute old, gives way) is
    // refused the same way, and leaves nothing behind.
    const again = await new ApiClient(handler).prime();
    const second = await again.post('/api/user/createUser', registration({ email }));
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: 'user.mailSuppressed' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a complaint marks the address; the admin list shows it and the admin can clear it', async () => {
    const { browser, email } = await registered(handler, { email: simulator('complaint') });
    await twin.idle();
    expect(await suppressionOf(email)).toMatchObject({ reason: 'complaint' });

    const admin = await adminBrowser(handler);
    const id = await idOf(email);
    const listed = async () => {
      const page = await admin.get<{ users: { _id: string; mailSuppressed?: string }[] }>('/api/user/getAllUsers', {
        query: { limit: '100' },
      });
      return page.body.users.find((user) => user._id === id);
    };
    expect(await listed()).toMatchObject({ mailSuppressed: 'complaint' });

    const cleared = await admin.put('/api/user/clearMailMark', { id });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: userTexts.mailCleared });
    expect((await listed())?.mailSuppressed).toBeUndefined();
    const again = await admin.put('/api/user/clearMailMark', { id });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'user.noSuppression' });

    // Cleared: the next code goes out (and the simulator complains again, as SES's would).
    advanceClock(2 * MINUTE);
    expect((await browser.post('/api/user/resendOtp')).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
    await twin.idle();
    expect(await suppressionOf(email)).toMatchObject({ reason: 'complaint' });
  });

  it('a transient bounce marks nothing, and mail to the address still goes out', async () => {
    const { browser, email } = await registered(handler, { email: simulator('success') });
    await twin.idle();
    const [event] = simulatorEvents(
      {
        messageId: 'transient-1',
        source: 'no-reply@engtech.local',
        destination: [email.replace('success+', 'bounce+')],
        configurationSet: process.env.MAIL_CONFIGURATION_SET ?? '',
        at: new Date(),
      },
      { region: 'us-east-1', accountId: '000000000000' },
    ) as [{ detail: { bounce: { bounceType: string; bouncedRecipients: { emailAddress: string }[] } } }];
    event.detail.bounce.bounceType = 'Transient';
    event.detail.bounce.bouncedRecipients = [{ emailAddress: email }];
    expect(await mailEvents(event)).toEqual({ marked: 0 });
    expect(await suppressionOf(email)).toBeNull();

    advanceClock(2 * MINUTE);
    expect((await browser.post('/api/user/resendOtp')).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('the local SES refuses a configuration set that does not exist, as SES does', async () => {
    const client = new SESClient({
      endpoint: twin.url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const send = client.send(
      new SendEmailCommand({
        Source: 'no-reply@engtech.local',
        Destination: { ToAddresses: [simulator('success')] },
        ConfigurationSetName: 'no-such-set',
        Message: { Subject: { Data: 'x' }, Body: { Text: { Data: 'x' } } },
      }),
    );
    await expect(send).rejects.toMatchObject({ name: 'ConfigurationSetDoesNotExistException' });
  });
});
