/**
 * Which caller may open which tutes: Sampath books are public; past paper markings need a login;
 * revision tutes need revisionTuteAccess. Admins hold every flag (functions/domain/sessions/guards.ts).
 */
import { requireAccess, requireLogin } from '../../domain/sessions/guards';
import { type TuteCategory, tuteTexts } from '../../shared/schemas';

type Cookies = Readonly<Record<string, string>>;

export async function allowTutes(cookies: Cookies, category: TuteCategory): Promise<void> {
  if (category === 'SampathBook') return;
  if (category === 'PastPaperMarking') await requireLogin(cookies);
  else await requireAccess(cookies, 'revisionTuteAccess', tuteTexts.noAccess);
}
