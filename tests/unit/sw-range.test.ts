/** A saved file answered in part: the service worker's Range handling. */
import { answerRange, parseRange } from '../../web/src/sw/range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=100-', 1000, { start: 100, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-5000', 1000, { start: 990, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=5-2', 1000, null],
    ['bytes=0-1,5-6', 1000, null],
    ['items=0-1', 1000, null],
    [null, 1000, null],
  ] as const)('%s of %i bytes → %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('answerRange', () => {
  const stored = () =>
    new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), {
      status: 200,
      headers: { 'content-type': 'video/mp2t' },
    });

  it('answers the asked range with 206, its bytes and Content-Range', async () => {
    const answer = await answerRange(stored(), 'bytes=2-5');
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(answer.headers.get('content-length')).toBe('4');
    expect(answer.headers.get('content-type')).toBe('video/mp2t');
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([2, 3, 4, 5]);
  });

  it('answers a range past the end with 416', async () => {
    const answer = await answerRange(stored(), 'bytes=10-');
    expect(answer.status).toBe(416);
    expect(answer.headers.get('content-range')).toBe('bytes */10');
  });

  it('answers without a Range header, or with one it cannot serve in part, in full', async () => {
    const whole = await answerRange(stored(), null);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(10);
    const several = await answerRange(stored(), 'bytes=0-1,4-5');
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(10);
  });
});
