import type { SessionUser, VideoYear } from '@schemas';

// Video years 2025 to 2030. Checked here rather than with the shared VIDEO_YEARS constant: a value
// import of the schema module would bring the whole validator library to every video page.
const VIDEO_YEAR = /^20(2[5-9]|30)$/;

/**
 * The year a student's category lists ask for: their A/L year (the server adds the videos meant for
 * every year); "all" for an admin or anyone whose year is not a video year.
 */
export function videoYearFor(user: SessionUser | null): VideoYear {
  if (!user || user.role === 'admin') return 'all';
  return VIDEO_YEAR.test(user.alYear) ? (user.alYear as VideoYear) : 'all';
}
