/**
 * The local SES's missing half: aws-ses-v2-local stores every mail but never bounces one, so this
 * twin stands in front of it (AWS_ENDPOINT_URL_SES points here), passes every request through, and
 * for each SendEmail it accepted publishes what SES would publish to EventBridge for the mailbox
 * simulator's addresses (ses-simulator-events.ts) to the same mail-events handler the cloud's rule
 * invokes, after the send has answered, as SES reports a bounce after accepting the mail.
 *
 * It refuses what SES refuses for the configuration set: a SendEmail naming a set that does not
 * exist fails with ConfigurationSetDoesNotExist. A send naming none takes the identity's default
 * set, as the cloud's identity has one (infra/email.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { close as closeServer, listen } from '../server';
import { simulatorEvents } from './ses-simulator-events';

export interface SesEventsTwinOptions {
  /** The SES engine every request is passed to. */
  engineUrl: string;
  /** The configuration set that exists (MAIL_CONFIGURATION_SET), also the identity's default. */
  configurationSet: string;
  /** The mail-events handler (functions/user/mail-events.ts). */
  deliver: (event: unknown) => Promise<unknown>;
  host?: string;
  region?: string;
  accountId?: string;
  log?: (line: string) => void;
}

export interface SesEventsTwin {
  url: string;
  /** AWS_ENDPOINT_URL_SES and MAIL_CONFIGURATION_SET for the handlers. */
  environment: Record<string, string>;
  /** Resolves once every event published so far has been handled. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

function refuse(res: ServerResponse, code: string, message: string): void {
  res.writeHead(400, { 'content-type': 'text/xml' });
  res.end(
    `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
}

// Hop-by-hop headers, and those fetch sets itself, are not passed on; the signature (Authorization)
// and the rest are, as the engine checks that a request is signed.
const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The recipients of a query-protocol SendEmail (Destination.ToAddresses.member.N and Cc/Bcc). */
const recipientsOf = (form: URLSearchParams): string[] =>
  [...form.entries()]
    .filter(([key]) => /^Destination\.(To|Cc|Bcc)Addresses\.member\.\d+$/.test(key))
    .map(([, value]) => value);

export async function startSesEventsTwin(options: SesEventsTwinOptions): Promise<SesEventsTwin> {
  const region = options.region ?? 'us-east-1';
  const accountId = options.accountId ?? '000000000000';
  const pending = new Set<Promise<void>>();

  const publish = (events: unknown[]) => {
    for (const event of events) {
      const delivery = options
        .deliver(event)
        .then(() => undefined)
        .catch((error: unknown) => options.log?.(`mail event not handled: ${String(error)}`));
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
        ? new URLSearchParams(body.toString('utf8'))
        : null;
      const sendEmail = form?.get('Action') === 'SendEmail' ? form : null;
      const named = sendEmail?.get('ConfigurationSetName');
      if (sendEmail && named && named !== options.configurationSet) {
        refuse(res, 'ConfigurationSetDoesNotExist', `Configuration set &lt;${named}&gt; does not exist.`);
        return;
      }
      const answer = await fetch(new URL(req.url ?? '/', options.engineUrl), {
        method: req.method,
        headers: forwardedHeaders(req),
        ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
      });
      const text = await answer.text();
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/xml' });
      res.end(text);
      const messageId = /<MessageId>([^<]+)<\/MessageId>/.exec(text)?.[1];
      if (!sendEmail || !answer.ok || !messageId) return;
      const mail = {
        messageId,
        source: /<([^<>]+)>\s*$/.exec(sendEmail.get('Source') ?? '')?.[1] ?? sendEmail.get('Source') ?? '',
        destination: recipientsOf(sendEmail),
        configurationSet: named ?? options.configurationSet,
        at: new Date(),
      };
      const events = simulatorEvents(mail, { region, accountId });
      if (events.length > 0) options.log?.(`${events.length} simulator event(s) for ${messageId}`);
      publish(events);
    })().catch((error: unknown) => {
      // The engine is unreachable: the caller sees the connection drop, as it would without the twin.
      options.log?.(`SES engine unreachable: ${String(error)}`);
      res.destroy();
    });
  });
  const port = await listen(server, 0, options.host ?? '127.0.0.1');
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    environment: { AWS_ENDPOINT_URL_SES: url, MAIL_CONFIGURATION_SET: options.configurationSet },
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stop: async () => {
      await Promise.all([...pending]);
      await closeServer(server);
    },
  };
}
