/**
 * The open question: its text, the time left, and 2–5 large numbered answers. One tap answers and
 * locks them all; keys 1–5 do the same while the question is open and unanswered.
 */
import { useEffect } from 'react';
import { formatNumber } from '../../../i18n/format';
import { activeLanguage } from '../../../i18n/active';
import { quizTexts } from '../../../texts/en-quiz';
import { AnswerOptions } from '../components/AnswerOptions';
import type { LiveView } from './live-state';

const t = quizTexts.live;

interface Props {
  view: LiveView;
  secondsLeft: number;
  choose: (option: number) => void;
}

/** What became of this phone's answer; after a failure, why, while the options wait for another tap. */
function statusText(view: LiveView, secondsLeft: number): string {
  if (view.answer === 'received') return t.received;
  if (view.answer === 'late' || (secondsLeft <= 0 && view.chosen === undefined)) return t.timeUp;
  switch (view.answer) {
    case 'sending':
      return t.sending;
    case 'waiting':
      return t.throttledWaiting;
    case 'throttled':
      return t.throttled;
    case 'refused':
      return view.refusal ? `${view.refusal} ${t.tapAgain}` : t.refused;
    case 'failed':
      return t.notSent;
    default:
      return t.keysHint;
  }
}

export function QuestionPanel({ view, secondsLeft, choose }: Props) {
  const question = view.question!;
  const locked = view.chosen !== undefined || secondsLeft <= 0;

  useEffect(() => {
    if (locked) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const n = Number(event.key);
      if (Number.isInteger(n) && n >= 1 && n <= question.options.length) {
        event.preventDefault();
        choose(n - 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [locked, question.options.length, choose]);

  const status = statusText(view, secondsLeft);

  return (
    <section className="card quiz-question" aria-labelledby="quiz-question-text">
      <p className="muted">{t.questionOf(question.index + 1, question.count)}</p>
      <p className="quiz-timer">
        <span className="sr-only">{t.timeLeft}: </span>
        {formatNumber(secondsLeft, activeLanguage())}
      </p>
      <h2 id="quiz-question-text" className="quiz-question__text">
        {question.text}
      </h2>
      {question.image && <img className="quiz-question__image" src={question.image} alt="" />}
      <AnswerOptions options={question.options} chosen={view.chosen} disabled={locked} onChoose={choose} />
      <p role="status">{status}</p>
    </section>
  );
}
