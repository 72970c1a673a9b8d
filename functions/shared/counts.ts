/**
 * The admin overview's counts of classes and contact messages. Each is one COUNT Query on the gsi1
 * partition its group writes every item under (functions/class/store.ts,
 * functions/contact/store.ts), so the user group counts them without a Scan and without reaching
 * into those groups.
 */
import { config } from './config';
import { countIndex } from './index-query';

/** The gsi1 partition of every class item. */
export const CLASS_INDEX = 'CLASS';
/** The gsi1 partition of every contact message item. */
export const MESSAGE_INDEX = 'MESSAGE';

export const countClasses = (): Promise<number> => countIndex(config.tableName('classes'), CLASS_INDEX);
export const countMessages = (): Promise<number> => countIndex(config.tableName('messages'), MESSAGE_INDEX);
