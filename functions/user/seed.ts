// Placeholder signatures so the local stack can integrate; real seeding lands in the next commit.
export async function ensureAdmin(_email: string, _password: string): Promise<void> {}
export async function seedSampleClasses(): Promise<void> {}
