/**
 * Practice (/quiz/:quizId/practice): the quiz at the student's own pace, one question at a time,
 * with the right answer and the explanation straight after each answer and a running score. No
 * ranking. "Try again" asks the server for a new attempt.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuizId } from '../use-quiz-id';
import { Link } from '../../../components/Link';
import type { PracticeAnswerResponse, PracticeQuizResponse } from '@schemas';
import { ApiError } from '../../../lib/api-client';
import { quizTexts } from '../../../texts/en-quiz';
import { siteTexts } from '../../../texts/en';
import { sendPracticeAnswer, startPractice } from '../api';
import { AnswerOptions } from '../components/AnswerOptions';
import '../../../styles/quiz.css';

const t = quizTexts.practice;
const live = quizTexts.live;

const errorText = (error: unknown) =>
  error instanceof ApiError ? (error.status === 0 ? siteTexts.errors.network : error.text) : siteTexts.errors.generic;

export default function Practice() {
  const quizId = useQuizId();
  const [quiz, setQuiz] = useState<PracticeQuizResponse>();
  const [position, setPosition] = useState(0);
  const [chosen, setChosen] = useState<number>();
  const [feedback, setFeedback] = useState<PracticeAnswerResponse>();
  const [finished, setFinished] = useState(false);
  const [error, setError] = useState<string>();

  const start = useCallback(() => {
    setError(undefined);
    startPractice(quizId)
      .then((next) => {
        setQuiz(next);
        setPosition(0);
        setChosen(undefined);
        setFeedback(undefined);
        setFinished(false);
      })
      .catch((e: unknown) => setError(errorText(e)));
  }, [quizId]);

  useEffect(start, [start]);

  if (error && !quiz)
    return (
      <div className="quiz-page">
        <p role="alert">{error}</p>
        <p>
          <Link to="/quiz-viewer">{live.backToQuizzes}</Link>
        </p>
      </div>
    );
  if (!quiz) return null;

  const question = quiz.questions[position];
  const answer = (option: number) => {
    if (chosen !== undefined || !question) return;
    setChosen(option);
    setError(undefined);
    sendPracticeAnswer(quizId, { attemptId: quiz.attemptId, question: question.index, option })
      .then(setFeedback)
      .catch((e: unknown) => {
        setChosen(undefined);
        setError(errorText(e));
      });
  };
  const next = () => {
    if (position + 1 >= quiz.questions.length) setFinished(true);
    else {
      setPosition(position + 1);
      setChosen(undefined);
      setFeedback(undefined);
    }
  };

  return (
    <div className="quiz-page">
      <h1>{t.heading(quiz.title)}</h1>
      <p className="muted">{t.intro}</p>
      {finished ? (
        <section className="card" aria-labelledby="practice-done">
          <h2 id="practice-done">{t.done}</h2>
          <p>{t.result(feedback?.score ?? 0, quiz.questions.length)}</p>
          <button type="button" className="btn btn--primary btn--large" onClick={start}>
            {t.again}
          </button>
        </section>
      ) : (
        question && (
          <section className="card quiz-question" aria-labelledby="practice-question">
            <p className="muted">{t.questionOf(position + 1, quiz.questions.length)}</p>
            <h2 id="practice-question" className="quiz-question__text">
              {question.text}
            </h2>
            {question.image && <img className="quiz-question__image" src={question.image} alt="" />}
            <AnswerOptions
              options={question.options}
              chosen={chosen}
              disabled={chosen !== undefined}
              onChoose={(option) => void answer(option)}
            />
            <div role="status">
              {feedback && (
                <>
                  <p className="quiz-result__verdict">{feedback.correct ? live.correct : live.wrong}</p>
                  <p>{live.rightAnswer(feedback.answer + 1, question.options[feedback.answer] ?? '')}</p>
                  {feedback.explanation && <p>{feedback.explanation}</p>}
                  <p>{t.scoreSoFar(feedback.score, feedback.answered)}</p>
                </>
              )}
            </div>
            {error && <p role="alert">{error}</p>}
            {feedback && (
              <button type="button" className="btn btn--primary btn--large" onClick={next}>
                {position + 1 >= quiz.questions.length ? t.finish : t.next}
              </button>
            )}
          </section>
        )
      )}
    </div>
  );
}
