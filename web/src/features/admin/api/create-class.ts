import { api } from '../../../lib/api-client';
import type { ClassDraft, ClassView } from '../../../../../functions/shared/schemas';

/** POST /api/class/createClassDetail (admin) — 201 with the stored class; 400 for an invalid form. */
export const createClass = (body: ClassDraft) =>
  api<ClassView>('/api/class/createClassDetail', { method: 'POST', body });
