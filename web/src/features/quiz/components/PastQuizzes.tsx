/** Quizzes whose live run has ended: each can be practised at the student's own pace. */
import { Link } from '../../../components/Link';
import type { QuizSummary } from '@schemas';
import { formatDayFirst } from '../../../i18n/format';
import { activeLanguage } from '../../../i18n/active';
import { quizTexts } from '../../../texts/en-quiz';

const t = quizTexts.viewer;

export function PastQuizzes({ quizzes }: { quizzes: QuizSummary[] }) {
  return (
    <section className="card" aria-labelledby="quiz-past-heading">
      <h2 id="quiz-past-heading">{t.pastHeading}</h2>
      <ul className="quiz-past">
        {quizzes.map((quiz) => (
          <li key={quiz.quizId}>
            <span>
              <strong>{quiz.title}</strong>
              {quiz.endedAt && (
                <span className="muted"> · {t.ended(formatDayFirst(quiz.endedAt, activeLanguage(), 'long'))}</span>
              )}
            </span>
            <Link
              className="btn btn--outline"
              to={`/quiz/${quiz.quizId}/practice`}
              aria-label={t.practiseLabel(quiz.title)}
            >
              {t.practise}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
