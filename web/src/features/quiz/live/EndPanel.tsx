/** The end of the run: this student's score and rank out of everyone, and the podium (top three). */
import { formatNumber } from '../../../i18n/format';
import { activeLanguage } from '../../../i18n/active';
import { quizTexts } from '../../../texts/en-quiz';
import type { LiveView } from './live-state';

const t = quizTexts.live;

export function EndPanel({ view }: { view: LiveView }) {
  const ended = view.ended;
  const you = ended?.you;
  return (
    <section className="card quiz-end" aria-labelledby="quiz-end-heading">
      <h2 id="quiz-end-heading">{t.endedHeading}</h2>
      <dl className="quiz-result__score">
        <div>
          <dt>{t.score}</dt>
          <dd>{formatNumber(you?.score ?? view.score, activeLanguage())}</dd>
        </div>
        {you && ended && (
          <div>
            <dt>{t.rankLabel}</dt>
            <dd>{t.rank(you.rank, ended.of)}</dd>
          </div>
        )}
      </dl>
      {you && <p>{t.correctCount(you.correct)}</p>}
      {ended && ended.podium.length > 0 && (
        <>
          <h3 id="quiz-podium-heading">{t.podium}</h3>
          <ol className="quiz-podium" aria-labelledby="quiz-podium-heading">
            {ended.podium.slice(0, 3).map((row) => (
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
