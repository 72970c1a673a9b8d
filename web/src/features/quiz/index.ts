/**
 * The quiz feature's public entry. The profile shows the quiz history as a lazy chunk of its own,
 * so only the loader is here.
 */
import { withTexts } from '../../i18n/late-texts';

export const loadQuizHistory = () => withTexts('quiz', import('./components/QuizHistory'));
