/**
 * Writes made offline: what is queued (network failures only), how the queue is coalesced (every
 * comment, the last like, the furthest position per video) and how it is sent (stopping at the
 * first network failure, dropping what the server refuses).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planOutbox } from '../../web/src/features/offline/lib/outbox-plan';
import { ApiError } from '../../web/src/lib/api-client';
import { listOutbox, type OutboxEntry, type OutboxWrite } from '../../web/src/lib/saved-db';
import { installOfflineStorage, memoryLocalStorage } from '../web/helpers/offline';

const sendWrite = vi.hoisted(() => vi.fn<(write: OutboxWrite) => Promise<unknown>>());
vi.mock('../../web/src/features/offline/lib/send-write', () => ({ sendWrite }));

const { flushOutbox, sendOrQueue, dropOutbox } = await import('../../web/src/features/offline/lib/outbox');

const owner = 'nimali@example.com';
let nextId = 1;
const entry = (write: OutboxWrite): OutboxEntry => ({ ...write, id: nextId++, owner, at: 0 });

describe('planning the outbox', () => {
  it('keeps the furthest position per video, the last like per video and every comment in order', () => {
    const entries = [
      entry({ kind: 'progress', title: 'Ohm', seconds: 300 }),
      entry({ kind: 'comment', title: 'Ohm', comment: 'First' }),
      entry({ kind: 'like', title: 'Ohm', liked: true }),
      entry({ kind: 'progress', title: 'Ohm', seconds: 900 }),
      entry({ kind: 'progress', title: 'Kirchhoff', seconds: 60 }),
      entry({ kind: 'progress', title: 'Ohm', seconds: 420 }),
      entry({ kind: 'like', title: 'Ohm', liked: false }),
      entry({ kind: 'comment', title: 'Ohm', comment: 'Second' }),
    ];
    const plan = planOutbox(entries);
    expect(plan.map((p) => p.write)).toEqual([
      { kind: 'progress', title: 'Ohm', seconds: 900 },
      { kind: 'comment', title: 'Ohm', comment: 'First' },
      { kind: 'like', title: 'Ohm', liked: false },
      { kind: 'progress', title: 'Kirchhoff', seconds: 60 },
      { kind: 'comment', title: 'Ohm', comment: 'Second' },
    ]);
    // Every entry is settled by exactly one send.
    expect(plan.flatMap((p) => p.ids).sort((a, b) => a - b)).toEqual(entries.map((e) => e.id));
  });
});

describe('the outbox', () => {
  beforeEach(async () => {
    await installOfflineStorage();
    const storage = memoryLocalStorage();
    storage.setItem('engtech-account', owner);
    vi.stubGlobal('localStorage', storage);
    sendWrite.mockReset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('queues a write whose send failed for lack of network, for the signed-in account', async () => {
    const result = await sendOrQueue({ kind: 'progress', title: 'Ohm', seconds: 120 }, () =>
      Promise.reject(new ApiError(0, 'Network error')),
    );
    expect(result).toBe('queued');
    expect(await listOutbox()).toMatchObject([{ kind: 'progress', title: 'Ohm', seconds: 120, owner }]);
  });

  it('does not queue a refusal or a server error, and passes a success through', async () => {
    await expect(
      sendOrQueue({ kind: 'like', title: 'Ohm', liked: true }, () => Promise.reject(new ApiError(403, 'No'))),
    ).rejects.toMatchObject({ status: 403 });
    expect(await sendOrQueue({ kind: 'like', title: 'Ohm', liked: true }, () => Promise.resolve(7))).toBe(7);
    expect(await listOutbox()).toEqual([]);
  });

  it('sends the furthest position once when back online and empties the queue', async () => {
    const offline = () => Promise.reject(new ApiError(0, 'Network error'));
    for (const seconds of [100, 700, 350]) await sendOrQueue({ kind: 'progress', title: 'Ohm', seconds }, offline);
    sendWrite.mockResolvedValue({});

    expect(await flushOutbox(owner)).toBe(1);
    expect(sendWrite.mock.calls).toEqual([[{ kind: 'progress', title: 'Ohm', seconds: 700 }]]);
    expect(await listOutbox()).toEqual([]);
  });

  it('stops at a network failure keeping the rest, and drops what the server refuses', async () => {
    const offline = () => Promise.reject(new ApiError(0, 'Network error'));
    await sendOrQueue({ kind: 'comment', title: 'Ohm', comment: 'refused' }, offline);
    await sendOrQueue({ kind: 'comment', title: 'Ohm', comment: 'cut off' }, offline);
    await sendOrQueue({ kind: 'comment', title: 'Ohm', comment: 'later' }, offline);
    sendWrite.mockRejectedValueOnce(new ApiError(400, 'Bad')).mockRejectedValueOnce(new ApiError(0, 'Network error'));

    expect(await flushOutbox(owner)).toBe(0);
    expect((await listOutbox()).map((e) => (e.kind === 'comment' ? e.comment : ''))).toEqual(['cut off', 'later']);
  });

  it('keeps every write when the session is gone (401), for the same account to send after logging in', async () => {
    const offline = () => Promise.reject(new ApiError(0, 'Network error'));
    await sendOrQueue({ kind: 'progress', title: 'Ohm', seconds: 60 }, offline);
    sendWrite.mockRejectedValueOnce(new ApiError(401, 'Please log in.'));

    expect(await flushOutbox(owner)).toBe(0);
    expect(await listOutbox()).toMatchObject([{ kind: 'progress', seconds: 60 }]);
  });

  it("sends only the signed-in account's writes, and forgets an account's writes at logout", async () => {
    const offline = () => Promise.reject(new ApiError(0, 'Network error'));
    await sendOrQueue({ kind: 'like', title: 'Ohm', liked: true }, offline);
    localStorage.setItem('engtech-account', 'kamal@example.com');
    await sendOrQueue({ kind: 'like', title: 'Ohm', liked: false }, offline);
    sendWrite.mockResolvedValue({});

    expect(await flushOutbox('kamal@example.com')).toBe(1);
    expect(sendWrite.mock.calls).toEqual([[{ kind: 'like', title: 'Ohm', liked: false }]]);
    expect((await listOutbox()).map((e) => e.owner)).toEqual([owner]);
    await dropOutbox(owner);
    expect(await listOutbox()).toEqual([]);
  });
});
