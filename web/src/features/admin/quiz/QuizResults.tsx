/**
 * A quiz's results (…/<quizId>/results): the leaderboard, each question's count per option with
 * its % correct, each student's answers, and the same answers as a CSV for Excel.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { QuizAnswersResponse, QuizResultsResponse } from '@schemas';
import { Link } from '../../../components/Link';
import { activeLanguage } from '../../../i18n/active';
import { formatNumber } from '../../../i18n/format';
import { adminTexts } from '../../../texts/en-admin';
import { getAdminQuiz, getQuizAnswers, getQuizResults } from '../api/quizzes';
import { AdminPage } from '../components/AdminPage';
import { csvFileName, downloadCsv, toCsv } from './csv';
import { answerRows, correctCount } from './results-table';
import './quiz.css';

const t = adminTexts.quizzes.resultsScreen;
const num = (n: number) => formatNumber(n, activeLanguage());

interface Loaded {
  title: string;
  results: QuizResultsResponse;
  answers: QuizAnswersResponse;
}

/** Of the students who answered the question, the share that chose the correct option, in whole per cent. */
const percentCorrect = (counts: number[], correct: number) => {
  const total = counts.reduce((a, b) => a + b, 0);
  return total ? Math.round(((counts[correct] ?? 0) / total) * 100) : 0;
};

/** Competition ranks (1, 1, 3) over a leaderboard sorted best first: equal scores share a place. */
function withRanks<T extends { score: number }>(rows: readonly T[]): (T & { rank: number })[] {
  let rank = 0;
  return rows.map((row, position) => {
    if (position === 0 || rows[position - 1]?.score !== row.score) rank = position + 1;
    return { ...row, rank };
  });
}

export default function QuizResults() {
  const { quizId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    Promise.all([getAdminQuiz(quizId), getQuizResults(quizId), getQuizAnswers(quizId)]).then(
      ([quiz, results, answers]) => setLoaded({ title: quiz.title, results, answers }),
      (error: unknown) => {
        console.error('Loading quiz results failed', error);
        setFailed(true);
      },
    );
  }, [quizId]);

  const title = loaded?.title ?? '';
  return (
    <AdminPage title={adminTexts.sections.quizzes} heading={t.heading(title)}>
      <p>
        <Link to="/admin/quiz-management">{adminTexts.quizzes.back}</Link>
      </p>
      {failed && <p role="alert">{t.loadFailed}</p>}
      {loaded && <ResultsBody {...loaded} />}
    </AdminPage>
  );
}

function ResultsBody({ title, results, answers }: Loaded) {
  const textOf = (index: number) => answers.questions.find((q) => q.index === index);
  return (
    <div className="quiz-results">
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => downloadCsv(csvFileName(title, 'results'), toCsv(answerRows(answers)))}
      >
        {t.download}
      </button>

      <h2>{t.leaderboard}</h2>
      {results.leaderboard.length === 0 ? (
        <p>{t.noPlayers}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.score}</th>
              <th scope="col">{t.correct}</th>
            </tr>
          </thead>
          <tbody>
            {withRanks(results.leaderboard).map((row) => (
              <tr key={row.userId}>
                <td>{num(row.rank)}</td>
                <td>{row.fullName}</td>
                <td>{num(row.score)}</td>
                <td>{num(row.correct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t.questions}</h2>
      {results.questions.map((q) => {
        const question = textOf(q.index);
        return (
          <table key={q.index}>
            <caption>
              {t.question(q.index + 1)}. {question?.text} — {t.percentCorrect(num(percentCorrect(q.counts, q.correct)))}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.option}</th>
                <th scope="col">{t.count}</th>
              </tr>
            </thead>
            <tbody>
              {q.counts.map((count, i) => (
                <tr key={i}>
                  <td>
                    {i + 1}. {question?.options[i]}
                    {i === q.correct && ` ✓ ${adminTexts.quizzes.hostScreen.correctMark}`}
                  </td>
                  <td>{num(count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}

      <h2>{t.studentAnswers}</h2>
      <div className="quiz-results__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.nic}</th>
              <th scope="col">{t.score}</th>
              <th scope="col">{t.correct}</th>
              {answers.questions.map((q) => (
                <th key={q.index} scope="col">
                  {t.question(q.index + 1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {answers.students.map((s) => (
              <tr key={s.userId}>
                <td>{num(s.rank)}</td>
                <th scope="row">{s.fullName}</th>
                <td>{s.nic}</td>
                <td>{num(s.score)}</td>
                <td>{num(correctCount(answers, s))}</td>
                {s.answers.map((a, i) => (
                  <td key={i}>{a ? t.answerCell(a.option + 1, a.points) : t.unanswered}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
