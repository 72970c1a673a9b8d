/** The admin's message tools without AWS: the reply mail, name search, list cursors, the reply schema. */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, nameMatches, searchForm } from '../../functions/contact/message-list';
import { replyMail } from '../../functions/contact/reply-mail';
import { REPLY_TEXT_MAX, replySchema, contactTexts } from '../../functions/shared/schemas';

const original = {
  name: 'Sanduni <b>W</b>',
  message: 'When does the 2026 class start?\nAnd the fee?',
  date: '2026-03-14T20:30:00.000Z',
};

describe('replyMail', () => {
  const mail = replyMail(original, 'Classes start on 1 April.\nThe fee is Rs. 2000.', 'EngTech Academy');

  it('is "Re: your message to <brand>" with the reply and a quote of the message', () => {
    expect(mail.subject).toBe('Re: your message to EngTech Academy');
    expect(mail.text).toContain('Classes start on 1 April.\nThe fee is Rs. 2000.');
    expect(mail.text).toContain('> When does the 2026 class start?\n> And the fee?');
    // 20:30 UTC on 14 March is 02:00 on 15 March in Sri Lanka.
    expect(mail.text).toContain('On 15 Mar 2026 you wrote:');
  });

  it('escapes what the sender and the admin typed in the HTML part', () => {
    const html = replyMail(
      { ...original, message: '<script>alert(1)</script>' },
      'Use <b> & "quotes"',
      'EngTech Academy',
    ).html;
    expect(html).toContain('Dear Sanduni &lt;b&gt;W&lt;/b&gt;,');
    expect(html).toContain('Use &lt;b&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>W');
  });
});

describe('name search', () => {
  it('is a case-insensitive substring of the name, in any script', () => {
    expect(nameMatches('Kamal PERERA', searchForm('perera'))).toBe(true);
    expect(nameMatches('Kamal Perera', searchForm('AL PE'))).toBe(true);
    expect(nameMatches('නිමල් පෙරේරා', searchForm('පෙරේරා'))).toBe(true);
    expect(nameMatches('Nimal Silva', searchForm('perera'))).toBe(false);
    expect(nameMatches(undefined, searchForm('a'))).toBe(false);
    expect(nameMatches('anyone', undefined)).toBe(true);
  });

  it('treats composed and decomposed letters alike', () => {
    expect(nameMatches('Jose\u0301', searchForm('José'))).toBe(true);
  });
});

describe('list cursors', () => {
  const key = {
    pk: 'MESSAGE#0b6f8f7e-1d0c-4c1e-9a59-0c8a1b2c3d4e',
    sk: 'MESSAGE' as const,
    gsi1pk: 'MESSAGE' as const,
    gsi1sk: '2026-03-14T20:30:00.000Z#0b6f',
  };

  it('round-trip a message key', () => {
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['another table’s key', Buffer.from(JSON.stringify({ ...key, pk: 'USER#1' })).toString('base64url')],
    ['an extra attribute', Buffer.from(JSON.stringify({ ...key, admin: true })).toString('base64url')],
    ['a missing attribute', Buffer.from(JSON.stringify({ pk: key.pk, sk: key.sk })).toString('base64url')],
  ])('400 for %s', (_label, cursor) => {
    expect(() => decodeCursor(cursor)).toThrowError(
      expect.objectContaining({ statusCode: 400, message: 'Invalid cursor.' }),
    );
  });
});

describe('replySchema', () => {
  it('trims and accepts 1 to 5000 characters', () => {
    expect(replySchema.parse({ replyText: '  Thank you!  ' })).toEqual({ replyText: 'Thank you!' });
    expect(replySchema.safeParse({ replyText: 'r'.repeat(REPLY_TEXT_MAX) }).success).toBe(true);
  });

  it.each([
    ['blank', { replyText: '  \n ' }],
    ['too long', { replyText: 'r'.repeat(REPLY_TEXT_MAX + 1) }],
    ['missing', {}],
    ['a number', { replyText: 5 }],
  ])('refuses %s with one message', (_label, body) => {
    expect(replySchema.safeParse(body).error?.issues[0]?.message).toBe(contactTexts.replyText);
  });
});
