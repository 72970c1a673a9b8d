/**
 * The quiz bank: every quiz with its start, state, question count and audience, and what can be
 * done with it. Edit and Delete only while the quiz is a draft or over (the server refuses a running
 * one anyway); a run quiz is duplicated to run again. Delete asks first. No validator here: the
 * list imports no value from the schema module, so opening it does not download zod.
 */
import { useCallback, useEffect, useState } from 'react';
import type { QuizSummary } from '@schemas';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Link } from '../../../components/Link';
import { useToast } from '../../../components/toasts';
import { messageOf } from '../../../lib/api-client';
import { adminTexts } from '../../../texts/en-admin';
import { deleteQuiz, duplicateQuiz, getQuizzes } from '../api/quizzes';
import { AdminPage } from '../components/AdminPage';
import { quizWhen } from './when';
import './quiz.css';

const t = adminTexts.quizzes;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; quizzes: QuizSummary[] };

export default function QuizList() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [confirming, setConfirming] = useState<QuizSummary | null>(null);
  const toast = useToast();

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    getQuizzes().then(
      (quizzes) => setLoad({ status: 'ready', quizzes }),
      (error: unknown) => {
        console.error('Loading the quizzes failed', error);
        setLoad({ status: 'failed' });
      },
    );
  }, []);
  useEffect(reload, [reload]);

  const onDuplicate = async (quiz: QuizSummary) => {
    try {
      await duplicateQuiz(quiz.quizId);
      toast.success(t.duplicated);
      reload();
    } catch (error) {
      console.error('Duplicating a quiz failed', error);
      toast.error(messageOf(error, t.duplicateFailed));
    }
  };

  const onDelete = async () => {
    const quiz = confirming;
    if (!quiz) return;
    setConfirming(null);
    try {
      await deleteQuiz(quiz.quizId);
      toast.success(t.deleted);
      setLoad((l) => (l.status === 'ready' ? { ...l, quizzes: l.quizzes.filter((q) => q !== quiz) } : l));
    } catch (error) {
      console.error('Deleting a quiz failed', error);
      toast.error(messageOf(error, t.deleteFailed));
    }
  };

  return (
    <AdminPage title={adminTexts.sections.quizzes} heading={t.heading}>
      <p>
        <Link to="new" className="btn btn--primary">
          {t.newQuiz}
        </Link>
      </p>
      {load.status === 'failed' && (
        <div className="admin-note admin-note--error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={reload}>
            {t.retry}
          </button>
        </div>
      )}
      {load.status === 'ready' && load.quizzes.length === 0 && <p>{t.empty}</p>}
      {load.status === 'ready' && load.quizzes.length > 0 && (
        <ul className="quiz-list" aria-label={t.listLabel}>
          {load.quizzes.map((quiz) => (
            <li key={quiz.quizId} className="card quiz-card">
              <h2 className="quiz-card__title">{quiz.title}</h2>
              <p className="quiz-card__facts">
                <span className={`quiz-state quiz-state--${quiz.state}`}>{t.states[quiz.state]}</span>
                <span>{quiz.startsAt ? t.startsOn(quizWhen(quiz.startsAt)) : t.noStart}</span>
                <span>{t.questionCount(quiz.questionCount)}</span>
                <span>
                  {t.audienceLabel}: {t.audiences[quiz.audience]}
                </span>
              </p>
              <div className="quiz-card__actions">
                {quiz.state === 'draft' && (
                  <Link to={`${quiz.quizId}/edit`} className="btn btn--outline" aria-label={t.editLabel(quiz.title)}>
                    {t.edit}
                  </Link>
                )}
                <button
                  type="button"
                  className="btn btn--outline"
                  aria-label={t.duplicateLabel(quiz.title)}
                  onClick={() => void onDuplicate(quiz)}
                >
                  {t.duplicate}
                </button>
                {quiz.state !== 'ended' && (
                  <Link to={`${quiz.quizId}/host`} className="btn btn--outline" aria-label={t.hostLabel(quiz.title)}>
                    {t.host}
                  </Link>
                )}
                {quiz.state !== 'draft' && (
                  <Link
                    to={`${quiz.quizId}/results`}
                    className="btn btn--outline"
                    aria-label={t.resultsLabel(quiz.title)}
                  >
                    {t.results}
                  </Link>
                )}
                {(quiz.state === 'draft' || quiz.state === 'ended') && (
                  <button
                    type="button"
                    className="btn btn--danger"
                    aria-label={t.deleteLabel(quiz.title)}
                    onClick={() => setConfirming(quiz)}
                  >
                    {t.delete}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(confirming.title)}
          confirmLabel={t.confirm}
          cancelLabel={adminTexts.cancel}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </AdminPage>
  );
}
