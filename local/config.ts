/**
 * Configuration of the local stack: ports, paths, the seeded admin and the environment the
 * handlers get. Read once from the environment, failing fast on nonsense values.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REMINDER_DAYS } from '../infra/daily-sweep';
import { ENGINE_HOST, engineEnvironment, type EnginePorts, type Engines } from './engines';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DATA_DIR = join(REPO_ROOT, '.data');
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
export const VITE_CONFIG = join(REPO_ROOT, 'web', 'vite.config.ts');

export interface StackPorts extends EnginePorts {
  /** The site and /api. */
  web: number;
}

export const DEFAULT_PORTS: StackPorts = { web: 3000, dynamodb: 8000, s3: 4569, ses: 8005 };
export const DEFAULT_ADMIN = { email: 'admin@engtech.local', password: 'admin-password' } as const;

export interface AdminCredentials {
  email: string;
  password: string;
}

function portFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): StackPorts {
  return {
    web: portFromEnv(env, 'PORT', DEFAULT_PORTS.web),
    dynamodb: portFromEnv(env, 'DYNAMODB_PORT', DEFAULT_PORTS.dynamodb),
    s3: portFromEnv(env, 'S3_PORT', DEFAULT_PORTS.s3),
    ses: portFromEnv(env, 'SES_PORT', DEFAULT_PORTS.ses),
  };
}

export function adminFromEnv(env: NodeJS.ProcessEnv = process.env): AdminCredentials {
  return {
    email: env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN.email,
    password: env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  };
}

/** Loopback by default: a laptop's dev server should not be reachable from the café Wi-Fi. */
export function listenHostFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || ENGINE_HOST;
}

/** The one configuration set of the local SES twin: sends must name it (or none), as in the cloud. */
export const LOCAL_MAIL_CONFIGURATION_SET = 'engtech-local-mail';

interface CdkContext {
  brandName?: string;
  reminderDays?: string | number;
  examLinkPrefixes?: string;
}

// The cloud reads these from cdk.json's context; reading the same file keeps one source of truth.
function cdkContext(): CdkContext {
  const parsed = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: CdkContext };
  return parsed.context ?? {};
}

/**
 * Everything a handler reads from its environment when it runs locally: the engines' endpoints,
 * table and bucket names, and the settings CDK passes in the cloud. Values already present in
 * `env` win for the settings (so MAIL_FROM=… npm start works), never for the engine endpoints.
 */
export function handlerEnvironment(
  endpoints: Engines['endpoints'],
  siteOrigin: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const context = cdkContext();
  const settings: Record<string, string> = {
    MAIL_FROM: 'no-reply@engtech.local',
    // A sample class mailbox; in the cloud it is the replyTo deploy setting.
    MAIL_REPLY_TO: 'class@engtech.local',
    // The configuration set the local SES twin knows (local/twins/ses-events.ts).
    MAIL_CONFIGURATION_SET: LOCAL_MAIL_CONFIGURATION_SET,
    // Plain http on localhost: the browser would drop Secure and __Host- cookies.
    COOKIE_SECURE: 'false',
    // What CloudFront would add to every API request; new at every start, as a stack's secret is its own.
    ORIGIN_VERIFY: randomBytes(24).toString('base64url'),
    SITE_ORIGIN: siteOrigin,
    BRAND_NAME: context.brandName ?? 'EngTech Academy',
    ...(context.examLinkPrefixes ? { EXAM_LINK_PREFIXES: context.examLinkPrefixes } : {}),
    // What the cloud's reminder Lambda gets (context reminderDays there; FEE_REMINDER_DAYS here).
    FEE_REMINDER_DAYS: String(context.reminderDays ?? DEFAULT_REMINDER_DAYS),
    // s3rver only understands path-style addressing.
    S3_FORCE_PATH_STYLE: 'true',
  };
  for (const key of Object.keys(settings)) {
    const override = env[key];
    if (override !== undefined && override !== '') settings[key] = override;
  }
  return { ...settings, ...engineEnvironment(endpoints) };
}

/** True when something accepts TCP connections on host:port. */
export function portAnswers(port: number, host: string = ENGINE_HOST, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
