/** Who may join, answer and practise a quiz: everyone logged in, or the holders of one access flag. */
import type { QuizAudience } from '../../shared/schemas';
import { hasAccess, type CurrentUser } from '../sessions/guards';

export const inAudience = (user: CurrentUser, audience: QuizAudience): boolean =>
  audience === 'all' || hasAccess(user, audience);
