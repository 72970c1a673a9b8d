/**
 * The host screen, made to be projected (…/<quizId>/host): the lobby with the joined count, then
 * question by question, then the podium. Open lobby → Start → Next question …; End quiz any time
 * after asking. While a question is open the next step is Show results (close it early).
 * Keys: N or Enter for the next step, E to end. Everything shown comes from
 * hostState, so reloading the page resumes control of the run.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/toasts';
import { activeLanguage } from '../../../i18n/active';
import { formatNumber } from '../../../i18n/format';
import { messageOf } from '../../../lib/api-client';
import { adminTexts } from '../../../texts/en-admin';
import { hostAction, type HostAction } from '../api/quizzes';
import { AdminPage } from '../components/AdminPage';
import { HostPhase } from './HostPhase';
import { useHostState, useSecondsLeft } from './use-host-state';
import './quiz.css';

const t = adminTexts.quizzes.hostScreen;

/** Focus in a form control, or a key with a modifier, is never a host shortcut. */
const isShortcutTarget = (event: KeyboardEvent) =>
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !(event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [role="alertdialog"]'));

export default function HostScreen() {
  const { quizId = '' } = useParams();
  const { host, failed, countdown, refresh } = useHostState(quizId);
  const secondsLeft = useSecondsLeft(countdown);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const state = host?.state;
  const isLast = host?.question ? host.question.index + 1 >= host.questionCount : false;
  /** The step N/Enter takes now, if any. */
  const next: { action: HostAction; label: string } | undefined =
    state === 'draft'
      ? { action: 'openLobby', label: t.openLobby }
      : state === 'lobby'
        ? { action: 'nextQuestion', label: t.start }
        : state === 'question'
          ? // Results first, then the next question: students get time to read how they did.
            { action: 'closeQuestion', label: t.showResults }
          : state === 'closed' && !isLast
            ? { action: 'nextQuestion', label: t.next }
            : undefined;
  const canEnd = state !== undefined && state !== 'draft' && state !== 'ended';

  const run = async (action: HostAction) => {
    if (busy) return;
    setBusy(true);
    try {
      await hostAction(action, quizId);
    } catch (error) {
      console.error(`Host action ${action} failed`, error);
      toast.error(messageOf(error, t.actionFailed));
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  // The latest step for the key handler, which is added once.
  const keys = useRef({ next, canEnd, run, confirmingEnd });
  keys.current = { next, canEnd, run, confirmingEnd };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { next: step, canEnd: endable, run: act, confirmingEnd: asking } = keys.current;
      if (asking || !isShortcutTarget(event)) return;
      const key = event.key.toLowerCase();
      // Enter on a focused button or link is that control's own click.
      const onControl = event.target instanceof HTMLElement && event.target.closest('button, a');
      if ((key === 'n' || (key === 'enter' && !onControl)) && step) {
        event.preventDefault();
        void act(step.action);
      } else if (key === 'e' && endable) {
        event.preventDefault();
        setConfirmingEnd(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const title = host?.title ?? '';
  return (
    <AdminPage title={adminTexts.sections.quizzes} heading={t.heading(title)}>
      <div className="host">
        {failed && <p role="alert">{t.loadFailed}</p>}
        {host && (state === 'draft' || state === 'lobby') && (
          <div>
            <p>{state === 'draft' ? t.draftText : t.lobbyText}</p>
            <p className="host__count" role="status">
              {t.joined(formatNumber(host.joined, activeLanguage()))}
            </p>
          </div>
        )}
        {host && <HostPhase host={host} secondsLeft={secondsLeft} />}
        {host && (
          <div className="host__actions">
            {next && (
              <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void run(next.action)}>
                {next.label}
              </button>
            )}
            {canEnd && (
              <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setConfirmingEnd(true)}>
                {t.end}
              </button>
            )}
          </div>
        )}
        {host && state !== 'ended' && <p>{t.keys}</p>}
      </div>
      {confirmingEnd && (
        <ConfirmDialog
          title={t.confirmEndTitle}
          text={t.confirmEndText}
          confirmLabel={t.confirmEnd}
          cancelLabel={adminTexts.cancel}
          onConfirm={() => {
            setConfirmingEnd(false);
            void run('endQuiz');
          }}
          onCancel={() => setConfirmingEnd(false)}
        />
      )}
    </AdminPage>
  );
}
