import { describe, expect, it } from 'vitest';
import { allTextWellFormed, isWellFormedText } from '../../functions/shared/well-formed';

describe('well-formed text', () => {
  it.each(['', 'plain', 'සිංහල', 'தமிழ்', '😀 astral pair', '\uD83D\uDE00', 'a\u0000b', '\uFFFD'])('accepts %j', (text) =>
    expect(isWellFormedText(text)).toBe(true),
  );

  it.each(['\uD800', 'x\uDBFF', '\uDC00x', 'a\uDFFFb', '\uDE00\uD83D', '😀\uD800'])(
    'refuses lone surrogates in %j',
    (text) => expect(isWellFormedText(text)).toBe(false),
  );

  it('checks every string at any depth, object keys included', () => {
    expect(allTextWellFormed({ a: ['x', { b: 'y' }], n: 1, t: true, z: null })).toBe(true);
    expect(allTextWellFormed({ a: ['x', { b: 'y\uD800' }] })).toBe(false);
    expect(allTextWellFormed({ ['k\uDC00']: 'v' })).toBe(false);
    expect(allTextWellFormed(['\uD800'])).toBe(false);
  });
});
