/**
 * What the quiz suites share: a valid quiz body, the gateway of the user and quiz groups, and API
 * Gateway WebSocket events ($connect / $disconnect / $default) as the cloud and the local gateway
 * twin hand them to functions/live/handler.ts.
 */
import { randomBytes } from 'node:crypto';
import { handler as quizHandler } from '../../../functions/quiz/handler';
import { quizRouteKeys } from '../../../functions/quiz/route-keys';
import type { QuizInput } from '../../../functions/shared/schemas';
import { handler as userHandler } from '../../../functions/user/handler';
import { userRouteKeys } from '../../../functions/user/route-keys';
import type { LiveEvent } from '../../../functions/live/handler';
import type { ApiClient } from './client';
import { gateway } from './gateway';

export const quizApi = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: quizRouteKeys, handler: quizHandler },
]);

export const SITE_ORIGIN = 'http://localhost:3000';

export function quizBody(overrides: Partial<QuizInput> = {}): QuizInput {
  return {
    title: 'Unit 3: Electronics',
    description: 'Diodes and transistors',
    questions: [
      {
        text: 'Which carrier dominates in an n-type semiconductor?',
        options: ['Holes', 'Electrons'],
        answer: 1,
        seconds: 20,
        explanation: 'Donor atoms add free electrons.',
      },
      { text: 'ට්‍රාන්සිස්ටරයක අග්‍ර කීයද?', options: ['1', '2', '3', '4'], answer: 2, seconds: 10 },
      {
        text: 'ஒரு டையோடு எத்தனை முனைகள் கொண்டது?',
        options: ['2', '3', '4'],
        answer: 0,
        seconds: 30,
        explanation: 'அனோடு, கதோடு.',
      },
    ],
    ...overrides,
  };
}

/** Creates a quiz as the admin and returns its id. */
export async function createQuiz(admin: ApiClient, overrides: Partial<QuizInput> = {}): Promise<string> {
  const response = await admin.post<{ quizId: string }>('/api/quiz/createQuiz', quizBody(overrides));
  if (response.status !== 201) throw new Error(`createQuiz answered ${response.status}: ${response.rawBody}`);
  return response.body.quizId;
}

/** Posts a host step and insists it worked. */
export async function host(
  admin: ApiClient,
  step: 'openLobby' | 'nextQuestion' | 'closeQuestion' | 'endQuiz',
  quizId: string,
): Promise<void> {
  const response = await admin.post(`/api/quiz/${step}/${quizId}`);
  if (response.status !== 200) throw new Error(`${step} answered ${response.status}: ${response.rawBody}`);
}

/** A connection id shaped like API Gateway's (base64-ish, 12 bytes). */
export const newConnectionId = (): string => randomBytes(12).toString('base64').replace(/\//g, '_');

/** The Cookie header a browser holding `client`'s cookies sends on the upgrade. */
export const cookieHeader = (client: ApiClient): string =>
  [...client.jar.entries()].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');

export function connectEvent(
  connectionId: string,
  options: { quizId?: string; cookie?: string; origin?: string; originSecret?: string } = {},
): LiveEvent {
  const headers: Record<string, string> = {
    Host: 'localhost:3000',
    'Sec-WebSocket-Version': '13',
    // As CloudFront (or the local server) adds it to what it forwards.
    'X-Origin-Verify': options.originSecret ?? process.env.ORIGIN_VERIFY ?? '',
  };
  if (options.origin !== undefined) headers.Origin = options.origin;
  if (options.cookie) headers.Cookie = options.cookie;
  return {
    requestContext: { routeKey: '$connect', eventType: 'CONNECT', connectionId },
    headers,
    queryStringParameters: options.quizId === undefined ? null : { quiz: options.quizId },
  };
}

export const disconnectEvent = (connectionId: string): LiveEvent => ({
  requestContext: { routeKey: '$disconnect', eventType: 'DISCONNECT', connectionId },
});

export const messageEvent = (connectionId: string, body: unknown): LiveEvent => ({
  requestContext: { routeKey: '$default', eventType: 'MESSAGE', connectionId },
  body: typeof body === 'string' ? body : JSON.stringify(body),
  isBase64Encoded: false,
});

/** Every key anywhere in a JSON value: what a student-facing answer must not contain while a question is open. */
export function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null)
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        walk(child);
      }
  };
  walk(value);
  return keys;
}
