/**
 * A 429 the handlers did not write — the edge's rate rules (infra/edge-waf.ts) or API Gateway's own
 * stage limits — reads as "too many requests from this network" in the reader's language, with the
 * real language packs, not as the generic "temporarily unavailable". The handlers' own 429s keep
 * their texts.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { activateLanguage, startLanguage } from '../../web/src/i18n/language';
import { mockApi, visitor, type Handler } from './helpers/api';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

/** The web ACL's custom response body, as the edge sends it. */
const edgeRefusal: Handler = {
  status: 429,
  body: { message: 'Too many requests from this network. Wait a few minutes and try again.', code: 'edge.tooMany' },
};
/** API Gateway's answer when a stage or route limit is spent: no code, no wait. */
const gatewayRefusal: Handler = { status: 429, body: { message: 'Too Many Requests' } };

const TOO_MANY = {
  en: 'Too many requests from this network. Wait a few minutes and try again.',
  si: 'මෙම ජාලයෙන් ඉල්ලීම් ඕනෑවට වඩා ලැබී ඇත. මිනිත්තු කිහිපයක් රැඳී සිට නැවත උත්සාහ කරන්න.',
  ta: 'இந்த வலையமைப்பிலிருந்து அளவுக்கதிகமான கோரிக்கைகள் வந்துள்ளன. சில நிமிடங்கள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
} as const;
type Language = keyof typeof TOO_MANY;

afterEach(async () => {
  await activateLanguage('en');
});

/** Opens the login page in `language` (as a page load would) and signs in against `reply`. */
async function logInAgainst(language: Language, reply: Handler): Promise<void> {
  mockApi({ 'GET /api/user/check-auth': visitor, 'POST /api/user/login': reply });
  localStorage.setItem('language', language);
  await activateLanguage('en');
  await startLanguage();
  const { user, container } = renderApp('/login');
  // Found by kind, not by label: the labels are in the language under test.
  await screen.findByRole('heading', { level: 1 });
  await user.type(container.querySelector<HTMLInputElement>('input[type="email"]')!, 'nimali@example.com');
  await user.type(container.querySelector<HTMLInputElement>('input[type="password"]')!, 'secret-pass');
  await user.click(container.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
}

describe('a 429 from the edge', () => {
  it.each(['en', 'si', 'ta'] as const)('says, in %s, that this network sent too many requests', async (language) => {
    await logInAgainst(language, edgeRefusal);
    await expectToast('error', TOO_MANY[language]);
  });
});

// In English the reader sees API Gateway's own English words: a second copy of the English text
// would not fit the first load's budget, and "Too Many Requests" is already English.
describe('a 429 from API Gateway’s own limits (no code, no wait)', () => {
  it.each(['si', 'ta'] as const)('says the same in %s, not the bare English', async (language) => {
    await logInAgainst(language, gatewayRefusal);
    await expectToast('error', TOO_MANY[language]);
  });
});

describe('a 429 of the handlers’ own', () => {
  it('keeps its text and its wait (the login lockout, in Sinhala)', async () => {
    await logInAgainst('si', {
      status: 429,
      body: {
        message: 'Too many failed logins. Try again in 15 minutes.',
        code: 'user.lockedOut',
        retryAfterSeconds: 900,
      },
    });
    await expectToast('error', 'අසාර්ථක පිවිසීම් ඕනෑවට වඩා සිදු වී ඇත. මිනිත්තු 15 කින් නැවත උත්සාහ කරන්න.');
  });
});
