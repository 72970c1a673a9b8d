/**
 * A closed question as this student sees it: right or wrong in words (not colour alone), the right
 * answer, the explanation, the points it earned, the score and the rank; then the top ten.
 */
import { formatNumber } from '../../../i18n/format';
import { activeLanguage } from '../../../i18n/active';
import { quizTexts } from '../../../texts/en-quiz';
import type { LiveView } from './live-state';

const t = quizTexts.live;

export function ResultPanel({ view }: { view: LiveView }) {
  const result = view.closed!;
  const language = activeLanguage();
  const chosen = result.you ? result.you.option : (view.chosen ?? null);
  const verdict = chosen === null ? t.noAnswer : chosen === result.correct ? t.correct : t.wrong;
  const rightText = view.question?.options[result.correct];
  return (
    <section className="card quiz-result" aria-labelledby="quiz-result-verdict">
      <p className="muted">{t.timeUp}</p>
      {view.question && <p className="quiz-question__text">{view.question.text}</p>}
      <h2 id="quiz-result-verdict" className="quiz-result__verdict">
        {verdict}
      </h2>
      {rightText !== undefined && <p>{t.rightAnswer(result.correct + 1, rightText)}</p>}
      {result.explanation && (
        <div>
          <h3>{t.explanation}</h3>
          <p>{result.explanation}</p>
        </div>
      )}
      {result.you && <p className="quiz-result__points">{t.points(result.you.points)}</p>}
      {result.you && (
        <dl className="quiz-result__score">
          <div>
            <dt>{t.score}</dt>
            <dd>{formatNumber(result.you.score, language)}</dd>
          </div>
          <div>
            <dt>{t.rankLabel}</dt>
            <dd>{t.rank(result.you.rank, result.you.of)}</dd>
          </div>
        </dl>
      )}
      <p className="muted">{t.waitNext}</p>
      {view.top && view.top.length > 0 && (
        <>
          <h3 id="quiz-top">{t.topHeading}</h3>
          <ol className="quiz-podium" aria-labelledby="quiz-top">
            {view.top.map((row) => (
              <li key={`${row.rank}-${row.fullName}`}>
                {t.podiumPlace(row.rank)}: {row.fullName} — {t.scorePoints(row.score)}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
