/**
 * The quiz editor, for a new quiz (…/new) and a draft (…/<id>/edit). The form is checked by the
 * shared quizInputSchema as the server checks it; a field's message shows once the field is left
 * or Save is pressed, and an invalid Save moves focus to the first field that needs attention.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { QUIZ_AUDIENCES, QUIZ_QUESTIONS_MAX, quizTexts, type QuizAudience } from '@schemas';
import { useToast } from '../../../components/toasts';
import { messageOf } from '../../../lib/api-client';
import { adminTexts } from '../../../texts/en-admin';
import { schemaText, validationText } from '../../../texts/validation';
import { createQuiz, getAdminQuiz, updateQuiz } from '../api/quizzes';
import { AdminPage } from '../components/AdminPage';
import { Field } from '../components/Field';
import { QuestionEditor } from './QuestionEditor';
import {
  checkQuiz,
  emptyQuestion,
  emptyQuiz,
  formOf,
  moved,
  startsAtOf,
  type QuestionForm,
  type QuizForm,
} from './quiz-form';
import { quizWhen } from './when';
import './quiz.css';

const t = adminTexts.quizzes;
const e = t.editor;
const LIST = '/admin/quiz-management';

type Arrows = Map<string, { up: RefObject<HTMLButtonElement | null>; down: RefObject<HTMLButtonElement | null> }>;

export default function QuizEditor() {
  const { quizId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [form, setForm] = useState<QuizForm | null>(quizId ? null : emptyQuiz);
  const [loadFailed, setLoadFailed] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const arrows = useRef<Arrows>(new Map());
  const addRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!quizId) return;
    getAdminQuiz(quizId).then(
      (quiz) => setForm(formOf(quiz)),
      (error: unknown) => {
        console.error('Loading a quiz failed', error);
        setLoadFailed(true);
      },
    );
  }, [quizId]);

  const checked = useMemo(() => (form ? checkQuiz(form) : { errors: {} }), [form]);
  const shown = (path: string) => {
    const message = checked.errors[path];
    return message && (submitted || touched.has(path)) ? validationText(message) : undefined;
  };
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));

  const heading = quizId ? e.editHeading : e.newHeading;
  if (!form)
    return (
      <AdminPage title={adminTexts.sections.quizzes} heading={heading}>
        {loadFailed && <p role="alert">{e.loadFailed}</p>}
      </AdminPage>
    );

  const set = (patch: Partial<QuizForm>) => setForm({ ...form, ...patch });
  const setQuestions = (questions: QuestionForm[]) => set({ questions });

  const reorder = (from: number, to: number) => {
    setQuestions(moved(form.questions, from, to));
    setAnnouncement(e.moved(to + 1));
  };
  const move = (index: number, by: -1 | 1) => {
    const id = form.questions[index]!.id;
    reorder(index, index + by);
    // Focus stays on the arrow pressed, now in the question's new place; at an end, on the other arrow.
    requestAnimationFrame(() => {
      const refs = arrows.current.get(id);
      const pressed = by < 0 ? refs?.up.current : refs?.down.current;
      (pressed && !pressed.disabled ? pressed : by < 0 ? refs?.down.current : refs?.up.current)?.focus();
    });
  };
  // The pressed button goes with its question: focus moves to Add question rather than to the page's top.
  const removeQuestion = (index: number) => {
    setQuestions(form.questions.filter((_, i) => i !== index));
    setAnnouncement(e.removed(index + 1));
    requestAnimationFrame(() => addRef.current?.focus());
  };
  const arrowsOf = (id: string) => {
    let refs = arrows.current.get(id);
    if (!refs) {
      refs = { up: { current: null }, down: { current: null } };
      arrows.current.set(id, refs);
    }
    return refs;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!checked.input) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      if (quizId) await updateQuiz(quizId, checked.input);
      else await createQuiz(checked.input);
      toast.success(schemaText(quizId ? quizTexts.updated : quizTexts.created));
      navigate(LIST);
    } catch (error) {
      console.error('Saving a quiz failed', error);
      toast.error(messageOf(error, e.failed));
      setBusy(false);
    }
  };

  // Read back day-first with the month written out, whatever order the browser's date input shows.
  const startsAt = startsAtOf(form.startDate, form.startTime);
  const hasErrors = submitted && !checked.input;
  return (
    <AdminPage title={adminTexts.sections.quizzes} heading={heading}>
      <form
        ref={formRef}
        className="admin-form quiz-editor"
        noValidate
        aria-label={heading}
        onSubmit={(ev) => void onSubmit(ev)}
      >
        <div className="card admin-form">
          <h2>{e.formTitle}</h2>
          <Field name="quiz-title" label={e.title} error={shown('title')}>
            {(control) => (
              <input
                {...control}
                value={form.title}
                onChange={(ev) => set({ title: ev.target.value })}
                onBlur={() => touch('title')}
              />
            )}
          </Field>
          <Field name="quiz-description" label={`${e.description} ${adminTexts.optional}`} error={shown('description')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={form.description}
                onChange={(ev) => set({ description: ev.target.value })}
                onBlur={() => touch('description')}
              />
            )}
          </Field>
          <Field name="quiz-audience" label={e.audience} error={shown('audience')}>
            {(control) => (
              <select
                {...control}
                value={form.audience}
                onChange={(ev) => set({ audience: ev.target.value as QuizAudience })}
              >
                {QUIZ_AUDIENCES.map((audience) => (
                  <option key={audience} value={audience}>
                    {t.audiences[audience]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="admin-form__grid">
            <Field name="quiz-start-date" label={e.startDate} hint={e.startHint} error={shown('startsAt')}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={form.startDate}
                  onChange={(ev) => set({ startDate: ev.target.value })}
                  onBlur={() => touch('startsAt')}
                />
              )}
            </Field>
            <Field name="quiz-start-time" label={e.startTime} invalid={Boolean(shown('startsAt'))}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  value={form.startTime}
                  onChange={(ev) => set({ startTime: ev.target.value })}
                  onBlur={() => touch('startsAt')}
                />
              )}
            </Field>
          </div>
          {startsAt && quizWhen(startsAt) && <p className="field__hint">{e.startsPreview(quizWhen(startsAt))}</p>}
        </div>
        <h2>{e.questions}</h2>
        <p className="field__error" aria-live="polite">
          {shown('questions')}
        </p>
        {form.questions.map((question, index) => {
          const refs = arrowsOf(question.id);
          return (
            <QuestionEditor
              key={question.id}
              question={question}
              index={index}
              count={form.questions.length}
              errorOf={(path) => shown(`questions.${index}.${path}`)}
              touch={(path) => touch(`questions.${index}.${path}`)}
              change={(next) => setQuestions(form.questions.map((q, i) => (i === index ? next : q)))}
              move={(by) => move(index, by)}
              dropFrom={(from) => reorder(from, index)}
              remove={() => removeQuestion(index)}
              upRef={refs.up}
              downRef={refs.down}
            />
          );
        })}
        <p className="sr-only" role="status">
          {announcement}
        </p>
        {form.questions.length < QUIZ_QUESTIONS_MAX && (
          <button
            ref={addRef}
            type="button"
            className="btn btn--outline"
            onClick={() => setQuestions([...form.questions, emptyQuestion()])}
          >
            {e.addQuestion}
          </button>
        )}
        {hasErrors && (
          <p className="admin-note admin-note--error" role="alert">
            {e.fixErrors}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? e.saving : e.save}
        </button>
      </form>
    </AdminPage>
  );
}
