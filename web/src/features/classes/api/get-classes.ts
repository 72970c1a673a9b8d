import { api } from '../../../lib/api-client';
import type { ClassView } from '../../../../../functions/shared/schemas';

/** GET /api/class/getAllClassDetails — public; oldest first. */
export const getClasses = () => api<ClassView[]>('/api/class/getAllClassDetails');
