/** Placeholder: being built. The daily reminder sweep (a scheduled Lambda, and a local twin of its schedule). */
export const handler = (): Promise<{ sent: number }> => Promise.reject(new Error('not built yet'));
