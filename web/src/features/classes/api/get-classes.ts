import { request } from '../../../lib/api-client';
import type { ClassView } from '@schemas';

/** Public; oldest first. */
export const getClasses = (): Promise<ClassView[]> => request('GET /api/class/getAllClassDetails');
