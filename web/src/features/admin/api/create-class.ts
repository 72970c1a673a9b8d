import { request } from '../../../lib/api-client';
import type { ClassDraft, ClassView } from '@schemas';

/** Admin only: 201 with the stored class; 400 for an invalid form. */
export const createClass = (body: ClassDraft): Promise<ClassView> =>
  request('POST /api/class/createClassDetail', { body });
