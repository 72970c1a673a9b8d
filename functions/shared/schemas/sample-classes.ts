/**
 * The sample classes (fee 2000, type Physical, the three branches; docs/product.md): the web shows them until the
 * server list arrives, and the local stack seeds the same ones, so the page never swaps one list for
 * a different-looking one. Plain data: both the React app and the handlers import it.
 */
import type { ClassView } from './classes';

const SAMPLES = [
  { location: 'Badulla', schedule: 'Saturday: 08:00-12:00' },
  { location: 'Bandarawela', schedule: 'Sunday: 08:00-12:00' },
  { location: 'Monaragala', schedule: 'Sunday: 13:30-17:30' },
] as const;

export function sampleClasses(teacher: string): ClassView[] {
  return SAMPLES.map(({ location, schedule }) => ({
    _id: `sample-${location.toLowerCase()}`,
    title: `${location.toUpperCase()} PHYSICAL CLASS | Engineering Technology`,
    teacher,
    type: 'Physical',
    location,
    schedule,
    fee: 2000,
  }));
}
