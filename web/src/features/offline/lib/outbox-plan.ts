/**
 * What to send from the outbox, in order: every comment as written, the last like state per video,
 * and one progress per video at the furthest position queued (a student who watched offline on
 * and off resumes where they got furthest, not where they last paused).
 */
import type { OutboxEntry, OutboxWrite } from '../../../lib/saved-db';

interface PlannedSend {
  write: OutboxWrite;
  /** The entries this send settles. */
  ids: number[];
}

export function planOutbox(entries: OutboxEntry[]): PlannedSend[] {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const plans: PlannedSend[] = [];
  const merged = new Map<string, PlannedSend>();
  for (const entry of sorted) {
    const { id, owner: _owner, at: _at, ...write } = entry;
    if (write.kind === 'comment') {
      plans.push({ write, ids: [id] });
      continue;
    }
    const slot = `${write.kind}:${write.title}`;
    const earlier = merged.get(slot);
    if (!earlier) {
      const plan = { write, ids: [id] };
      merged.set(slot, plan);
      plans.push(plan);
    } else {
      earlier.ids.push(id);
      if (write.kind === 'like' || (earlier.write.kind === 'progress' && write.seconds > earlier.write.seconds)) {
        earlier.write = write;
      }
    }
  }
  return plans;
}
