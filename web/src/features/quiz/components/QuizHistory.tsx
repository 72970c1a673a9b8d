/**
 * The profile's quiz history: each live quiz taken (date, score, rank of everyone) and each quiz
 * practised (attempts, best score). Its own lazy chunk, fetched after the profile shows.
 */
import { useEffect, useState } from 'react';
import type { QuizHistoryResponse } from '@schemas';
import { formatDayFirst, formatNumber } from '../../../i18n/format';
import { activeLanguage } from '../../../i18n/active';
import { quizTexts } from '../../../texts/en-quiz';
import { getHistory } from '../api';
import '../../../styles/quiz.css';

const t = quizTexts.history;

export default function QuizHistory() {
  const [history, setHistory] = useState<QuizHistoryResponse | 'failed'>();

  useEffect(() => {
    let live = true;
    getHistory()
      .then((next) => live && setHistory(next))
      .catch((error: unknown) => {
        console.error('Loading quiz history failed', error);
        if (live) setHistory('failed');
      });
    return () => {
      live = false;
    };
  }, []);

  const language = activeLanguage();
  return (
    <section className="quiz-history" aria-labelledby="quiz-history-heading">
      <h2 id="quiz-history-heading">{t.heading}</h2>
      {history === undefined && <p className="muted">{t.loading}</p>}
      {history === 'failed' && <p>{t.failed}</p>}
      {history && history !== 'failed' && history.live.length === 0 && history.practice.length === 0 && (
        <p className="muted">{t.empty}</p>
      )}
      {history && history !== 'failed' && history.live.length > 0 && (
        <table className="quiz-table">
          <caption>{t.liveHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.quiz}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.score}</th>
              <th scope="col">{t.rank}</th>
            </tr>
          </thead>
          <tbody>
            {history.live.map((row) => (
              <tr key={row.quizId}>
                <th scope="row">{row.title}</th>
                <td>{row.endedAt ? formatDayFirst(row.endedAt, language, 'medium') : ''}</td>
                <td>{formatNumber(row.score, language)}</td>
                <td>{t.rankOf(row.rank, row.of)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history && history !== 'failed' && history.practice.length > 0 && (
        <table className="quiz-table">
          <caption>{t.practiceHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.quiz}</th>
              <th scope="col">{t.attempts}</th>
              <th scope="col">{t.best}</th>
            </tr>
          </thead>
          <tbody>
            {history.practice.map((row) => (
              <tr key={row.quizId}>
                <th scope="row">{row.title}</th>
                <td>{formatNumber(row.attempts, language)}</td>
                <td>{t.bestOf(row.best, row.questionCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
