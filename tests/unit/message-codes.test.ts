/**
 * The server's message registry: every text has one stable code, a code names exactly one text, and
 * every error the server builds is answered with a code of the registry (including the texts that
 * take values, whose errors name their code themselves).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientLimitMessage, contactLimitMessage } from '../../functions/contact/rate-limit';
import { BadRequest, Conflict, NotFound, ServiceUnavailable, TooManyRequests } from '../../functions/shared/errors';
import { errorCode } from '../../functions/shared/http';
import {
  isMessageCode,
  messageCode,
  requestTexts,
  serverMessages,
  sessionTexts,
  uploadTexts,
} from '../../functions/shared/schemas';
import { lockoutMessage } from '../../functions/user/lockout';

/** Every code of the registry with its English text (or text function), in registry order. */
const entries = Object.entries(serverMessages).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text as unknown] as const),
);

describe('the registry', () => {
  it('holds the groups the web catalogues translate, and nothing else', () => {
    expect(Object.keys(serverMessages)).toEqual([
      'account',
      'user',
      'session',
      'stream',
      'slide',
      'exam',
      'class',
      'common',
      'upload',
      'video',
      'tute',
      'contact',
      'quiz',
      'fee',
      'request',
      'edge',
      'nic',
    ]);
  });

  it('every code resolves to an English text or text function', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [code, text] of entries) {
      expect(isMessageCode(code), code).toBe(true);
      if (typeof text === 'string') expect(text.trim(), code).not.toBe('');
      else expect(typeof text, code).toBe('function');
    }
  });

  it('no two codes share a text, so the reverse lookup is unambiguous', () => {
    const texts = entries.flatMap(([, text]) => (typeof text === 'string' ? [text] : []));
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('the reverse lookup finds each text’s own code, and nothing for other texts', () => {
    for (const [code, text] of entries) if (typeof text === 'string') expect(messageCode(text), text).toBe(code);
    expect(messageCode('Please log in')).toBeUndefined();
    expect(messageCode('')).toBeUndefined();
    expect(messageCode('toString')).toBeUndefined();
  });

  it('knows no code outside the registry', () => {
    for (const code of ['', 'session', 'session.', '.loginRequired', 'session.nope', 'nope.loginRequired'])
      expect(isMessageCode(code), code).toBe(false);
    for (const code of ['session.loginRequired.extra', 'session.toString', 'session.__proto__', '__proto__.x'])
      expect(isMessageCode(code), code).toBe(false);
  });
});

describe('the code of an error answer', () => {
  it('is the text’s code for a registry text', () => {
    expect(errorCode(new NotFound(requestTexts.notFound))).toBe('request.notFound');
    expect(errorCode(new Conflict(uploadTexts.titleTaken))).toBe('upload.titleTaken');
    expect(errorCode(new BadRequest(sessionTexts.loginRequired))).toBe('session.loginRequired');
  });

  it('is the error’s own code for a text filled in with values', () => {
    expect(errorCode(new TooManyRequests(lockoutMessage(900), 900, 'user.lockedOut'))).toBe('user.lockedOut');
    expect(errorCode(new TooManyRequests(contactLimitMessage(60), 60, 'contact.emailLimit'))).toBe(
      'contact.emailLimit',
    );
    expect(errorCode(new TooManyRequests(clientLimitMessage(60), 60, 'contact.networkLimit'))).toBe(
      'contact.networkLimit',
    );
    // The filled-in texts are not registry texts themselves: without the code the lookup finds nothing.
    expect(messageCode(lockoutMessage(900))).toBeUndefined();
  });

  it('falls back to request.invalid for a 4xx text of no entry, request.internal for a crash', () => {
    expect(errorCode(new BadRequest('Invalid input: expected string, received number'))).toBe('request.invalid');
    expect(errorCode(new Error('kaboom'))).toBe('request.internal');
    expect(errorCode('not even an error')).toBe('request.internal');
    expect(errorCode(new ServiceUnavailable())).toBe('request.unavailable');
  });
});

const FUNCTIONS = fileURLToPath(new URL('../../functions', import.meta.url));

/** The server's source files, for the checks below. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The top-level arguments of every `new <Error>(…)` in `source`, each trimmed. */
function errorArguments(source: string): string[][] {
  const calls: string[][] = [];
  const opening = /new (?:BadRequest|Unauthorized|Forbidden|NotFound|Conflict|Gone|TooManyRequests|ReplyRefused)\(/g;
  for (const match of source.matchAll(opening)) {
    const args: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of source.slice(match.index + match[0].length)) {
      if (depth === 0 && (char === ',' || char === ')')) {
        if (current.trim()) args.push(current.trim());
        current = '';
        if (char === ')') break;
        continue;
      }
      if ('([{'.includes(char)) depth += 1;
      if (')]}'.includes(char)) depth -= 1;
      current += char;
    }
    calls.push(args);
  }
  return calls;
}

describe('the server source', () => {
  it('throws no error with a literal text (a text belongs in the registry, where it gets its code)', () => {
    const errorNames =
      'BadRequest|Unauthorized|Forbidden|NotFound|Conflict|Gone|PayloadTooLarge|UnsupportedMediaType|TooManyRequests|ServiceUnavailable|ReplyRefused';
    const literal = new RegExp(`new (${errorNames})\\(\\s*['"\`]`);
    const offenders = sourceFiles(FUNCTIONS).filter((file) => literal.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('names a code with every filled-in text it throws', () => {
    // A text function called inside an error without a code would be answered as request.invalid.
    const offenders = sourceFiles(FUNCTIONS).flatMap((file) =>
      errorArguments(readFileSync(file, 'utf8'))
        .filter((args) =>
          /^(\w+Texts\.\w+|lockoutMessage|contactLimitMessage|clientLimitMessage)\(/.test(args[0] ?? ''),
        )
        .filter((args) => !args.some((arg) => /^'[a-z]+\.\w+'$/.test(arg) || /code: '/.test(arg)))
        .map((args) => `${file}: ${args.join(', ')}`),
    );
    expect(offenders).toEqual([]);
    // The scan sees the coded ones (so it would see an uncoded one).
    const seen = errorArguments(readFileSync(join(FUNCTIONS, 'user/login.ts'), 'utf8'));
    expect(seen).toContainEqual(['lockoutMessage(seconds)', 'seconds', "'user.lockedOut'"]);
  });
});
