/**
 * The quiz editor's pure parts: the form checked by the shared schema with its messages by field
 * path, the start taken as the admin's local date and time, reordering, and the resize target.
 */
import { describe, expect, it } from 'vitest';
import { quizTexts } from '../../functions/shared/schemas';
import { fitWidth } from '../../web/src/features/admin/quiz/image-resize';
import { checkQuiz, emptyQuiz, moved, type QuizForm } from '../../web/src/features/admin/quiz/quiz-form';

const valid = (): QuizForm => ({
  ...emptyQuiz(),
  title: ' Unit 3 ',
  questions: [
    { id: 'a', text: 'Ohm?', options: ['V/I', 'VI'], answer: 0, seconds: '20', explanation: '' },
    { id: 'b', text: 'Watt?', options: ['J/s', 'Js', 'J'], answer: 2, seconds: '30', explanation: 'Power' },
  ],
});

describe('quiz editor form', () => {
  it('sends the schema output: trimmed texts, numbers, no start when none is given', () => {
    const { input, errors } = checkQuiz(valid());
    expect(errors).toEqual({});
    expect(input).toMatchObject({ title: 'Unit 3', audience: 'all', questions: [{ seconds: 20 }, { seconds: 30 }] });
    expect(input).not.toHaveProperty('startsAt');
  });

  it('reads the start as local date and time and sends it in UTC', () => {
    const { input } = checkQuiz({ ...valid(), startDate: '2026-12-05', startTime: '19:30' });
    expect(input?.startsAt).toBe(new Date(2026, 11, 5, 19, 30).toISOString());
  });

  it('refuses a date without a time rather than dropping the start', () => {
    expect(checkQuiz({ ...valid(), startDate: '2026-12-05' }).errors.startsAt).toBe(quizTexts.startsAt);
  });

  it("gives the schema's own message at each field's path", () => {
    const form = valid();
    form.title = '';
    form.questions[0]!.options = ['V/I', ''];
    form.questions[1]!.seconds = '5';
    form.questions[1]!.answer = 3;
    const { input, errors } = checkQuiz(form);
    expect(input).toBeUndefined();
    expect(errors).toMatchObject({
      title: quizTexts.title,
      'questions.0.options.1': quizTexts.optionText,
      'questions.1.seconds': quizTexts.seconds,
      'questions.1.answer': quizTexts.answer,
    });
  });

  it('moves a question up and down', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('scales a wide picture to 1280 px keeping its shape, and leaves a narrow one', () => {
    expect(fitWidth(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWidth(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
