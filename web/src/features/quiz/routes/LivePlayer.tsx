/**
 * The live player (/quiz/:quizId/live): lobby, each question with its countdown from the server's
 * remaining time, the result at each close and the podium at the end. An aria-live region says
 * "10 seconds left" once per question and "Time is up" at its close.
 */
import { useEffect, useState } from 'react';
import { useQuizId } from '../use-quiz-id';
import { Link } from '../../../components/Link';
import { quizTexts } from '../../../texts/en-quiz';
import { EndPanel } from '../live/EndPanel';
import { QuestionPanel } from '../live/QuestionPanel';
import { ResultPanel } from '../live/ResultPanel';
import { useLiveQuiz, type Blocked } from '../live/use-live-quiz';
import { useSecondsLeft } from '../live/use-seconds-left';
import type { LiveView } from '../live/live-state';
import '../../../styles/quiz.css';

const t = quizTexts.live;
const WARN_AT_SECONDS = 10;

/** What the screen reader hears: the ten-second warning and the close, each once per question. */
function useAnnouncement(view: LiveView, secondsLeft: number): string {
  const [said, setSaid] = useState({ key: '', text: '' });
  const index = view.question?.index ?? -1;
  const open = view.phase === 'question';
  const closing = view.phase === 'closed' || (open && secondsLeft <= 0);
  const warning = open && secondsLeft > 0 && secondsLeft <= WARN_AT_SECONDS;
  useEffect(() => {
    const next = closing
      ? { key: `${index}:up`, text: t.timeUp }
      : warning
        ? { key: `${index}:warn`, text: t.secondsLeft(secondsLeft) }
        : undefined;
    // Once per question and kind: the warning is not repeated every second, nor after the close.
    setSaid((prev) => {
      // A new question empties the region, so that its own "Time is up" is a change to announce.
      if (!next) return prev.key && !prev.key.startsWith(`${index}:`) ? { key: '', text: '' } : prev;
      return prev.key === next.key || (prev.key === `${index}:up` && next.key.endsWith('warn')) ? prev : next;
    });
  }, [index, closing, warning, secondsLeft]);
  return said.text;
}

function BlockedNotice({ blocked }: { blocked: Blocked }) {
  if (blocked.kind === 'login')
    return (
      <p>
        {t.loginNeeded} <Link to="/login">{t.logIn}</Link>
      </p>
    );
  return <p role="alert">{blocked.kind === 'forbidden' ? blocked.text : t.notFound}</p>;
}

export default function LivePlayer() {
  const quizId = useQuizId();
  const { view, link, blocked, choose } = useLiveQuiz(quizId);
  const secondsLeft = useSecondsLeft(view.phase === 'question' ? view.deadline : undefined);
  const announcement = useAnnouncement(view, secondsLeft);

  return (
    <div className="quiz-page">
      <h1>{view.title ?? t.heading}</h1>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      {blocked ? (
        <>
          <BlockedNotice blocked={blocked} />
          <p>
            <Link to="/quiz-viewer">{t.backToQuizzes}</Link>
          </p>
        </>
      ) : (
        <>
          {link !== 'open' && view.phase !== 'ended' && (
            <p role="status" className="muted">
              {link === 'connecting' ? t.connecting : t.reconnecting}
            </p>
          )}
          {view.phase === 'lobby' && <p className="card">{t.lobby}</p>}
          {view.phase === 'draft' && <p className="card">{t.notStarted}</p>}
          {view.phase === 'question' && view.question && (
            <QuestionPanel view={view} secondsLeft={secondsLeft} choose={choose} />
          )}
          {view.phase === 'closed' && view.closed && <ResultPanel view={view} />}
          {view.phase === 'ended' && <EndPanel view={view} />}
        </>
      )}
    </div>
  );
}
