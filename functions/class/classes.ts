/** Creating a class from a validated form: a fresh id, the brand as default teacher, created now. */
import { randomUUID } from 'node:crypto';
import { clock } from '../shared/clock';
import { config } from '../shared/config';
import type { ClassDraft, ClassView } from '../shared/schemas';
import { putClass, type ClassRecord } from '../domain/classes/store';

export function newClassRecord(draft: ClassDraft, id: string, now: number, brandName: string): ClassRecord {
  return {
    _id: id,
    title: draft.title,
    teacher: draft.teacher ?? brandName,
    type: draft.type,
    location: draft.location,
    schedule: draft.schedule,
    fee: draft.fee,
    createdAt: now,
  };
}

export async function createClass(draft: ClassDraft): Promise<ClassView> {
  const record = newClassRecord(draft, randomUUID(), clock.now(), config.brandName);
  // A random UUID does not collide in practice; the condition only makes sure nothing is overwritten if one did.
  if (!(await putClass(record, { onlyIfAbsent: true }))) throw new Error('Class id collision');
  const { _id, title, teacher, type, location, schedule, fee } = record;
  return { _id, title, teacher, type, location, schedule, fee };
}
