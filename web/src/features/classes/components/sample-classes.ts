import type { ClassView } from '@schemas';
import { sampleClasses } from '@schemas';
import { siteConfig } from '../../../config';

/** The sample classes shown until the server list arrives — the same ones the local stack seeds. */
export const SAMPLE_CLASSES: readonly ClassView[] = sampleClasses(siteConfig.brand);
