import type { ClassView } from '../../../../../functions/shared/schemas';
import { siteConfig } from '../../../config';
import { content } from '../../../messages/en-content';

const t = content.classes;

/** §2: sample classes (fee 2000, type Physical, the three branches) shown until the server list arrives. */
export const SAMPLE_CLASSES: readonly ClassView[] = t.sampleLocations.map((location, i) => ({
  _id: `sample-${i}`,
  title: t.sampleTitle(location),
  teacher: siteConfig.brand,
  type: t.sampleType,
  location,
  schedule: t.sampleSchedules[i] ?? '',
  fee: 2000,
}));
