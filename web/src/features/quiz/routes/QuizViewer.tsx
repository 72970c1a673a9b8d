/**
 * Live Quiz (/quiz-viewer): the next quiz (join it once its lobby is open) and the past ones to
 * practise. With nothing scheduled or run, the coming-soon page stays; a failed list is only logged
 * and shows it too.
 */
import { useEffect, useState } from 'react';
import type { QuizSummary } from '@schemas';
import { getQuizzes } from '../api';
import { ComingSoon } from '../components/ComingSoon';
import { NextQuiz } from '../components/NextQuiz';
import { PastQuizzes } from '../components/PastQuizzes';
import { contentTexts } from '../../../texts/en-content';
import { nextQuiz, pastQuizzes, recheckDelay } from '../pick';
import '../../../styles/quiz.css';

export default function QuizViewer() {
  const [quizzes, setQuizzes] = useState<QuizSummary[] | null>(null);

  const [checks, setChecks] = useState(0);

  useEffect(() => {
    let live = true;
    // Only the first load shows the spinner: the rechecks near the start happen behind the page.
    getQuizzes(checks > 0)
      .then((list) => live && setQuizzes(list))
      .catch((error: unknown) => {
        console.error('Loading quizzes failed', error);
        if (live) setQuizzes((current) => current ?? []);
      });
    return () => {
      live = false;
    };
  }, [checks]);

  // Near its start the page asks again now and then, so Join appears when the lobby opens.
  useEffect(() => {
    const delay = quizzes ? recheckDelay(nextQuiz(quizzes, Date.now()), Date.now()) : undefined;
    if (delay === undefined) return;
    const timer = setTimeout(() => setChecks((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [quizzes]);

  if (!quizzes) return null;
  const next = nextQuiz(quizzes, Date.now());
  const past = pastQuizzes(quizzes);
  if (!next && past.length === 0) return <ComingSoon />;
  return (
    <div className="quiz-page">
      {next ? (
        <>
          <h1>{contentTexts.quiz.heading}</h1>
          <NextQuiz quiz={next} />
        </>
      ) : (
        <ComingSoon />
      )}
      {past.length > 0 && <PastQuizzes quizzes={past} />}
    </div>
  );
}
