/**
 * The next live quiz: title, description, the start as the reader's date and time, a countdown,
 * and Join once the lobby is open (a visitor is asked to log in first).
 */
import { useEffect, useState } from 'react';
import { Link } from '../../../components/Link';
import type { QuizSummary } from '@schemas';
import { useAuth } from '../../auth';
import { activeLanguage } from '../../../i18n/active';
import { quizTexts } from '../../../texts/en-quiz';
import { isOpen } from '../pick';
import { countdown, startParts } from '../when';

const t = quizTexts.viewer;

const msTo = (startsAt: string | undefined) => (startsAt ? Math.max(0, Date.parse(startsAt) - Date.now()) : 0);

/** The start's time left, re-rendered once a second until it is reached (worked out at each render). */
function useTimeTo(startsAt: string | undefined): number {
  const [, setShown] = useState(-1);
  useEffect(() => {
    if (!startsAt) return;
    const timer = setInterval(() => {
      const left = msTo(startsAt);
      setShown(Math.ceil(left / 1000));
      if (left <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startsAt]);
  return msTo(startsAt);
}

export function NextQuiz({ quiz }: { quiz: QuizSummary }) {
  const { isLoggedIn } = useAuth();
  const open = isOpen(quiz);
  const ms = useTimeTo(open ? undefined : quiz.startsAt);
  const when = quiz.startsAt ? startParts(quiz.startsAt, activeLanguage()) : undefined;
  const left = countdown(ms);
  return (
    <section className="card quiz-next" aria-labelledby="quiz-next-title">
      <p className="badge badge--accent">{t.nextHeading}</p>
      <h2 id="quiz-next-title">{quiz.title}</h2>
      {quiz.description && <p>{quiz.description}</p>}
      <p className="muted">{t.questions(quiz.questionCount)}</p>
      {when && (
        <p className="quiz-next__when">
          <time dateTime={quiz.startsAt}>{t.when(when.date, when.time)}</time>
        </p>
      )}
      {open ? (
        <p>{t.open}</p>
      ) : ms > 0 ? (
        <p>
          {t.startsIn}{' '}
          <span className="quiz-next__countdown">{t.countdown(left.days, left.hours, left.minutes, left.seconds)}</span>
        </p>
      ) : (
        <p>{t.startingSoon}</p>
      )}
      {open &&
        (isLoggedIn ? (
          <Link
            className="btn btn--primary btn--large"
            to={`/quiz/${quiz.quizId}/live`}
            aria-label={t.joinLabel(quiz.title)}
          >
            {t.join}
          </Link>
        ) : (
          <Link className="btn btn--primary btn--large" to="/login">
            {t.loginToJoin}
          </Link>
        ))}
    </section>
  );
}
