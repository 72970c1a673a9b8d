/** The live quiz's pure rules: points and the slow-link allowance, the run's state machine, counts and ranks. */
import { describe, expect, it } from 'vitest';
import { atExpression, closeScheduleName } from '../../functions/domain/quiz/close-schedule';
import {
  answerRefusal,
  deletable,
  dueToClose,
  editable,
  nextIndex,
  remainingMs,
  STRANDED_CLOSE_MS,
  strandedClose,
} from '../../functions/domain/quiz/rules';
import { allowanceMs, points, reactionMs, rttSample } from '../../functions/domain/quiz/scoring';
import { optionCounts, rankAll, rankOfScore, topRows } from '../../functions/domain/quiz/standings';
import { PLAYER_SHARDS, shardOf } from '../../functions/domain/quiz/items';
import { parseClientMessage } from '../../functions/live/client-message';

describe('points', () => {
  it('gives 1000 for an instant correct answer, 500 at the buzzer, 0 for a wrong one', () => {
    expect(points(true, 0, 20)).toBe(1000);
    expect(points(true, 10_000, 20)).toBe(750);
    expect(points(true, 20_000, 20)).toBe(500);
    expect(points(true, 25_000, 20)).toBe(500);
    expect(points(false, 0, 20)).toBe(0);
  });

  it('rounds to whole points', () => {
    expect(points(true, 1, 30)).toBe(1000);
    expect(points(true, 3_333, 10)).toBe(833);
  });
});

describe('the slow-link allowance', () => {
  const openedAt = 1_000_000;

  it("takes off what the server saw beyond the phone's own time with the question", () => {
    // The phone showed the question for 3 s; the answer arrived 3.8 s after the open: 800 ms of link.
    const timing = { openedAt, heldMs: 3_000 };
    expect(allowanceMs(timing, openedAt + 3_800)).toBe(800);
    expect(reactionMs(timing, openedAt + 3_800)).toBe(3_000);
  });

  it('caps the allowance, so an under-reported time buys nothing beyond 1.5 s', () => {
    const claimed = { openedAt, heldMs: 0 };
    expect(allowanceMs(claimed, openedAt + 9_100)).toBe(1_500);
    expect(reactionMs(claimed, openedAt + 9_100)).toBe(7_600);
  });

  it('gives an over-reported time no allowance, and never more reaction than the server saw', () => {
    const over = { openedAt, heldMs: 50_000 };
    expect(allowanceMs(over, openedAt + 2_000)).toBe(0);
    expect(reactionMs(over, openedAt + 2_000)).toBe(2_000);
  });

  it("falls back to the last round-trip sample, then to none; the phone's own time comes first", () => {
    expect(allowanceMs({ openedAt, rttMs: 400 }, openedAt + 2_000)).toBe(400);
    expect(allowanceMs({ openedAt, rttMs: 4_000 }, openedAt + 2_000)).toBe(1_500);
    expect(allowanceMs({ openedAt }, openedAt + 2_000)).toBe(0);
    expect(allowanceMs({ openedAt, heldMs: 1_800, rttMs: 900 }, openedAt + 2_000)).toBe(200);
  });

  it('never gives a negative reaction', () => {
    expect(reactionMs({ openedAt, rttMs: 1_000 }, openedAt + 500)).toBe(0);
  });

  it('takes only recent pings as round-trip samples', () => {
    expect(rttSample(openedAt, openedAt + 250)).toBe(250);
    expect(rttSample(openedAt + 1, openedAt)).toBeUndefined();
    expect(rttSample(openedAt, openedAt + 30_001)).toBeUndefined();
  });
});

describe('the run', () => {
  const open = { state: 'question' as const, index: 2, closesAt: 5_000 };

  it('edits only drafts and deletes drafts or ended quizzes', () => {
    expect(editable('draft')).toBe(true);
    for (const state of ['lobby', 'question', 'closed', 'ended'] as const) expect(editable(state)).toBe(false);
    expect(deletable('ended')).toBe(true);
    expect(deletable('question')).toBe(false);
    expect(deletable('lobby')).toBe(false);
  });

  it('opens the next question until the last', () => {
    expect(nextIndex({ state: 'lobby', index: -1 }, 3)).toBe(0);
    expect(nextIndex({ state: 'closed', index: 1 }, 3)).toBe(2);
    expect(nextIndex({ state: 'closed', index: 2 }, 3)).toBeNull();
  });

  it('accepts an answer only to the open question before its time is up', () => {
    expect(answerRefusal(open, 2, 4_999)).toBeNull();
    expect(answerRefusal(open, 2, 5_000)).toBe('closed');
    expect(answerRefusal(open, 3, 1_000)).toBe('notOpen');
    expect(answerRefusal(open, 1, 1_000)).toBe('closed');
    expect(answerRefusal({ state: 'lobby', index: -1 }, 0, 1_000)).toBe('notOpen');
    expect(answerRefusal({ state: 'closed', index: 2 }, 2, 1_000)).toBe('closed');
    expect(answerRefusal({ state: 'ended', index: 2 }, 2, 1_000)).toBe('closed');
  });

  it('is due to close once its time is up, with the time left never negative', () => {
    expect(dueToClose(open, 4_999)).toBe(false);
    expect(dueToClose(open, 5_000)).toBe(true);
    expect(dueToClose({ ...open, state: 'closed' }, 9_000)).toBe(false);
    expect(remainingMs(open, 4_000)).toBe(1_000);
    expect(remainingMs(open, 6_000)).toBe(0);
  });
});

describe('counts and ranks', () => {
  it('counts each option and ignores the unanswered', () => {
    expect(optionCounts([0, 2, 2, undefined, 1, 2, 7], 4)).toEqual([1, 1, 3, 0]);
  });

  it('ranks ties equally (1, 1, 3) and keeps the order stable', () => {
    const ranked = rankAll([
      { userId: 'c', fullName: 'Chamari', score: 900, correct: 1 },
      { userId: 'a', fullName: 'Amal', score: 1500, correct: 2 },
      { userId: 'b', fullName: 'Bhagya', score: 1500, correct: 2 },
      { userId: 'd', fullName: 'Dinesh', score: 0, correct: 0 },
    ]);
    expect(ranked.map((row) => [row.userId, row.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
      ['d', 4],
    ]);
    expect(topRows(ranked, 2)).toEqual([
      { rank: 1, fullName: 'Amal', score: 1500 },
      { rank: 1, fullName: 'Bhagya', score: 1500 },
    ]);
    expect(rankOfScore([1500, 1500, 900, 0], 900)).toBe(3);
    expect(rankOfScore([1500, 1500, 900, 0], 1500)).toBe(1);
  });
});

describe('the close schedule', () => {
  it('names each question uniquely within Scheduler’s limits and rounds its time up to the second', () => {
    const name = closeScheduleName('0f8b1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', 99);
    expect(name).toMatch(/^[0-9a-zA-Z-_.]{1,64}$/);
    expect(atExpression(Date.UTC(2026, 11, 5, 14, 0, 9, 1))).toBe('at(2026-12-05T14:00:10)');
    expect(atExpression(Date.UTC(2026, 11, 5, 14, 0, 9, 0))).toBe('at(2026-12-05T14:00:09)');
  });
});

describe('messages from a phone', () => {
  it('reads the four kinds and ignores anything else', () => {
    expect(parseClientMessage('{"type":"hello"}')).toEqual({ type: 'hello' });
    expect(parseClientMessage('{"type":"alive"}')).toEqual({ type: 'alive' });
    expect(parseClientMessage('{"type":"rtt"}')).toEqual({ type: 'rtt' });
    expect(parseClientMessage('{"type":"pong","sentAt":5}')).toEqual({ type: 'pong', sentAt: 5 });
    for (const raw of [
      '',
      'hello',
      'null',
      '[]',
      '{"type":"answer","option":1}',
      '{"type":"seen","index":1,"sentAt":5}',
      '{"type":"pong","sentAt":"5"}',
      '{"type":"pong"}',
      `{"type":"hello","pad":"${'x'.repeat(300)}"}`,
    ])
      expect(parseClientMessage(raw)).toBeNull();
  });
});

describe('player shards', () => {
  it('puts a student on the same shard every time, and spreads a class evenly', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(ids.map(shardOf)).toEqual(ids.map(shardOf));
    const perShard = Array.from(
      { length: PLAYER_SHARDS },
      (_, shard) => ids.filter((id) => shardOf(id) === shard).length,
    );
    for (const count of perShard) {
      expect(count).toBeGreaterThan(150);
      expect(count).toBeLessThan(250);
    }
  });
});

describe('stranded close', () => {
  const closing = { state: 'closed' as const, index: 2, closingAt: 10_000 };
  it('is a closed question without a stored result, once its close is STRANDED_CLOSE_MS old', () => {
    expect(strandedClose(closing, 10_000 + STRANDED_CLOSE_MS - 1)).toBe(false);
    expect(strandedClose(closing, 10_000 + STRANDED_CLOSE_MS)).toBe(true);
  });
  it('is never a close with its result, an open question, the lobby or a run from before closes were timed', () => {
    const later = 10_000 + STRANDED_CLOSE_MS * 2;
    expect(strandedClose({ ...closing, closedResult: {} }, later)).toBe(false);
    expect(strandedClose({ ...closing, state: 'question' }, later)).toBe(false);
    expect(strandedClose({ ...closing, state: 'lobby', index: -1 }, later)).toBe(false);
    expect(strandedClose({ state: 'closed', index: 2 }, later)).toBe(false);
  });
});
