/**
 * The name of the offline database, apart from its schema and the IndexedDB wrapper: the app shell
 * asks whether it exists before fetching any offline code.
 */
export const SAVED_DB = 'engtech-offline';
