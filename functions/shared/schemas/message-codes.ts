/**
 * Every text the server answers with, by group, and the stable code of each: `<group>.<key>`, e.g.
 * `user.wrongCredentials`. An error's `message` stays English for older clients; the web shows its
 * own language's text for the `code`, so a code, once sent, keeps its meaning. Texts that take
 * values are functions here; their errors name the code themselves (a filled-in text cannot be
 * looked up), and the answer carries the values the web needs (e.g. `retryAfterSeconds`).
 */
import { accountTexts, sessionTexts, userTexts } from './accounts';
import { classTexts } from './classes';
import { commonTexts } from './common';
import { contactTexts } from './contact';
import { edgeTexts } from './edge';
import { examTexts } from './exams';
import { feeTexts } from './fees';
import { NIC_ERROR } from './nic-texts';
import { quizTexts } from './quiz';
import { requestTexts } from './request';
import { slideTexts } from './slides';
import { streamTexts } from './streams';
import { tuteTexts } from './tutes';
import { uploadTexts } from './uploads';
import { videoTexts } from './videos';

export const serverMessages = {
  account: accountTexts,
  user: userTexts,
  session: sessionTexts,
  stream: streamTexts,
  slide: slideTexts,
  exam: examTexts,
  class: classTexts,
  common: commonTexts,
  upload: uploadTexts,
  video: videoTexts,
  tute: tuteTexts,
  contact: contactTexts,
  quiz: quizTexts,
  fee: feeTexts,
  request: requestTexts,
  edge: edgeTexts,
  nic: { invalid: NIC_ERROR },
} as const;
export type ServerMessages = typeof serverMessages;

type Group = keyof ServerMessages & string;
/** Every code the server can send, e.g. `'session.loginRequired'`. */
export type MessageCode = { [G in Group]: `${G}.${keyof ServerMessages[G] & string}` }[Group];

let byText: Map<string, MessageCode> | undefined;

/**
 * The code of an exact English text, or undefined. Were a text ever shared by two keys, the first
 * in `serverMessages` order (groups, then keys as written) would win, so the answer never changes
 * between runs; tests/unit/message-codes.test.ts keeps the texts distinct.
 */
export function messageCode(message: string): MessageCode | undefined {
  if (!byText) {
    byText = new Map();
    for (const [group, texts] of Object.entries(serverMessages)) {
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text === 'string' && !byText.has(text)) byText.set(text, `${group}.${key}` as MessageCode);
      }
    }
  }
  return byText.get(message);
}

/** Whether a code names a text (or text function) of the English registry. */
export function isMessageCode(code: string): code is MessageCode {
  const [group, key, ...rest] = code.split('.');
  if (!group || !key || rest.length > 0 || !Object.hasOwn(serverMessages, group)) return false;
  const texts: Readonly<Record<string, unknown>> = serverMessages[group as Group];
  const text = Object.hasOwn(texts, key) ? texts[key] : undefined;
  return typeof text === 'string' || typeof text === 'function';
}
