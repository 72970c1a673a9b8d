/**
 * What a phone may send on /live, checked by hand: the messages are tiny and come from a whole class
 * at once on every (re)connect, and anything else is ignored rather than answered with an error text.
 */
import type { LiveClientMessage } from '../shared/schemas';

/** A message longer than this is not one of ours. */
const MAX_MESSAGE_CHARS = 256;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export function parseClientMessage(raw: string): LiveClientMessage | null {
  if (raw.length === 0 || raw.length > MAX_MESSAGE_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'hello':
      return { type: 'hello' };
    case 'rtt':
      return { type: 'rtt' };
    case 'alive':
      return { type: 'alive' };
    case 'pong':
      return isTime(message.sentAt) ? { type: 'pong', sentAt: message.sentAt } : null;
    default:
      return null;
  }
}
