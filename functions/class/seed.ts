/**
 * The sample classes the home page shows before an admin adds any: written once (by the local
 * stack's seeding, local/seed/index.ts); classes an admin has since changed are left alone.
 */
import { config } from '../shared/config';
import { sampleClasses } from '../shared/schemas';
import { putClass, type ClassRecord } from '../domain/classes/store';

const SAMPLE_CREATED_AT = Date.UTC(2025, 0, 1);

/** The sample classes (functions/shared/schemas/sample-classes.ts), as the web shows them before the server list arrives. */
function sampleClassRecords(): ClassRecord[] {
  return sampleClasses(config.brandName).map((sample, index) => ({ ...sample, createdAt: SAMPLE_CREATED_AT + index }));
}

/** Writes the sample classes once; classes an admin has since changed are left alone. */
export async function seedSampleClasses(): Promise<void> {
  await Promise.all(sampleClassRecords().map((record) => putClass(record, { onlyIfAbsent: true })));
}
