/**
 * One question of the quiz editor: its text, 2–5 options with the correct one chosen by a radio,
 * the time limit, the explanation and an optional image, plus the buttons that move or remove it.
 * The schema's messages for this question's fields come in `errorOf` by field path.
 */
import { useState, type ChangeEvent, type RefObject } from 'react';
import { QUIZ_OPTIONS_MAX, QUIZ_OPTIONS_MIN, QUIZ_SECONDS_MAX, QUIZ_SECONDS_MIN } from '@schemas';
import { adminTexts } from '../../../texts/en-admin';
import { Field } from '../components/Field';
import type { QuestionForm } from './quiz-form';
import { uploadQuizImage } from './upload-image';

const t = adminTexts.quizzes.editor;
/** Only a question's own handle starts a reorder drag (not text dragged out of a field). */
const DRAG_TYPE = 'application/x-quiz-question';

interface QuestionEditorProps {
  question: QuestionForm;
  index: number;
  count: number;
  /** The message for a path below this question ('text', 'options.1', 'answer'…), when it is shown. */
  errorOf: (path: string) => string | undefined;
  touch: (path: string) => void;
  change: (next: QuestionForm) => void;
  move: (by: -1 | 1) => void;
  /** A question dragged (by its handle) and dropped on this one moves to this one's place. */
  dropFrom: (from: number) => void;
  remove: () => void;
  upRef: RefObject<HTMLButtonElement | null>;
  downRef: RefObject<HTMLButtonElement | null>;
}

export function QuestionEditor(props: QuestionEditorProps) {
  const { question: q, index, count, errorOf, touch, change, move, dropFrom, remove, upRef, downRef } = props;
  const [imageStatus, setImageStatus] = useState<'idle' | 'busy' | { error: string }>('idle');
  const n = index + 1;
  const name = (field: string) => `${q.id}-${field}`;
  const set = (patch: Partial<QuestionForm>) => change({ ...q, ...patch });
  const setOption = (i: number, text: string) => set({ options: q.options.map((o, j) => (j === i ? text : o)) });
  const removeOption = (i: number) =>
    set({
      options: q.options.filter((_, j) => j !== i),
      answer: q.answer === i ? 0 : q.answer > i ? q.answer - 1 : q.answer,
    });

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImageStatus('busy');
    const result = await uploadQuizImage(file);
    if ('error' in result) {
      setImageStatus({ error: result.error === 'unreadable' ? t.imageUnreadable : t.imageFailed });
      return;
    }
    setImageStatus('idle');
    set({ image: result });
  };

  const optionsError = errorOf('options') ?? errorOf('answer');
  return (
    <fieldset
      className="card quiz-question"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        const from = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (!event.dataTransfer.types.includes(DRAG_TYPE) || !Number.isInteger(from) || from === index) return;
        event.preventDefault();
        dropFrom(from);
      }}
    >
      <legend>{t.questionHeading(n)}</legend>
      <div className="quiz-question__tools">
        {/* The mouse's way to reorder; keyboard and screen reader users have the arrow buttons. */}
        <span
          className="quiz-question__handle"
          draggable
          aria-hidden="true"
          title={t.drag}
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, String(index));
            event.dataTransfer.effectAllowed = 'move';
          }}
        >
          ⠿
        </span>
        <button
          ref={upRef}
          type="button"
          className="btn btn--outline"
          aria-label={t.moveUp(n)}
          disabled={index === 0}
          onClick={() => move(-1)}
        >
          ↑
        </button>
        <button
          ref={downRef}
          type="button"
          className="btn btn--outline"
          aria-label={t.moveDown(n)}
          disabled={index === count - 1}
          onClick={() => move(1)}
        >
          ↓
        </button>
        <button type="button" className="btn btn--danger" disabled={count === 1} onClick={remove}>
          {t.remove(n)}
        </button>
      </div>
      <Field name={name('text')} label={t.questionText} hint={t.questionTextHint} error={errorOf('text')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={q.text}
            onChange={(e) => set({ text: e.target.value })}
            onBlur={() => touch('text')}
          />
        )}
      </Field>
      <fieldset className="quiz-options" aria-describedby={optionsError ? `${name('options')}-error` : undefined}>
        <legend>{t.options}</legend>
        {q.options.map((option, i) => (
          <div key={i} className="quiz-option">
            <input
              type="radio"
              name={name('answer')}
              aria-label={t.correctLabel(i + 1)}
              checked={q.answer === i}
              onChange={() => set({ answer: i })}
            />
            <Field name={name(`option-${i}`)} label={t.optionLabel(i + 1)} error={errorOf(`options.${i}`)}>
              {(control) => (
                <input
                  {...control}
                  value={option}
                  onChange={(e) => setOption(i, e.target.value)}
                  onBlur={() => touch(`options.${i}`)}
                />
              )}
            </Field>
            {q.options.length > QUIZ_OPTIONS_MIN && (
              <button type="button" className="btn btn--outline" onClick={() => removeOption(i)}>
                {t.removeOption(i + 1)}
              </button>
            )}
          </div>
        ))}
        <p id={`${name('options')}-error`} className="field__error" aria-live="polite">
          {optionsError}
        </p>
        {q.options.length < QUIZ_OPTIONS_MAX && (
          <button type="button" className="btn btn--outline" onClick={() => set({ options: [...q.options, ''] })}>
            {t.addOption}
          </button>
        )}
      </fieldset>
      <Field name={name('seconds')} label={t.seconds} error={errorOf('seconds')}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={QUIZ_SECONDS_MIN}
            max={QUIZ_SECONDS_MAX}
            value={q.seconds}
            onChange={(e) => set({ seconds: e.target.value })}
            onBlur={() => touch('seconds')}
          />
        )}
      </Field>
      <Field
        name={name('explanation')}
        label={`${t.explanation} ${adminTexts.optional}`}
        hint={t.explanationHint}
        error={errorOf('explanation')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={q.explanation}
            onChange={(e) => set({ explanation: e.target.value })}
            onBlur={() => touch('explanation')}
          />
        )}
      </Field>
      <Field
        name={name('image')}
        label={`${t.image} ${adminTexts.optional}`}
        hint={t.imageHint}
        error={typeof imageStatus === 'object' ? imageStatus.error : errorOf('image')}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            disabled={imageStatus === 'busy'}
            onChange={(e) => void onImage(e)}
          />
        )}
      </Field>
      {imageStatus === 'busy' && <p role="status">{t.imagePreparing}</p>}
      {q.image && (
        <div className="quiz-question__image">
          <img src={q.image.url} alt={t.imageAlt(n)} />
          <button type="button" className="btn btn--outline" onClick={() => change({ ...q, image: undefined })}>
            {t.removeImage}
          </button>
        </div>
      )}
    </fieldset>
  );
}
