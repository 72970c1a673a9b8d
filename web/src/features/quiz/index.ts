/**
 * The quiz feature's public entry. The profile shows the quiz history as a lazy chunk of its own,
 * so only the loader is here.
 */
export const loadQuizHistory = () => import('./components/QuizHistory');
