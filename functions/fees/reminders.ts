/** The daily reminder sweep, run by a schedule (a scheduled Lambda in the cloud, its twin locally); see reminder-sweep.ts. */
import { sweepReminders } from './reminder-sweep';

export const handler = async (): Promise<{ sent: number }> => ({ sent: await sweepReminders() });
