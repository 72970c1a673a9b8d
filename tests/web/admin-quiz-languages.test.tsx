/**
 * The quiz screens in Sinhala and Tamil with the real catalogues: the admin's quiz texts arrive with
 * the console's texts (they are a part of that catalogue kept in files of their own), and a
 * quiz's start is written in the reader's language.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuizSummary } from '../../functions/shared/schemas';
import { activateLanguage } from '../../web/src/i18n/language';
import { loggedIn, mockApi, sessionUser } from './helpers/api';
import { renderApp } from './helpers/render';

const quiz: QuizSummary = {
  quizId: 'q1',
  title: 'Unit 3',
  description: '',
  audience: 'paperAccess',
  startsAt: new Date(2026, 11, 5, 19, 30).toISOString(),
  state: 'draft',
  questionCount: 4,
};

/** An admin whose account language is the one given: the site switches to it after login. */
const api = (language: 'si' | 'ta') =>
  mockApi({
    'GET /api/user/check-auth': loggedIn(
      Object.assign(sessionUser({ fullName: 'Site Admin', userName: 'admin', role: 'admin' }), { language }),
    ),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/quiz/getQuizzes': { body: [quiz] },
  });

afterEach(async () => {
  await activateLanguage('en');
});

describe('admin quiz screens in Sinhala and Tamil', { timeout: 20_000 }, () => {
  it('shows the quiz list in Sinhala', async () => {
    api('si');
    renderApp('/admin/quiz-management');
    expect(await screen.findByRole('heading', { name: 'ප්‍රශ්නාවලි නිර්මාණකය', level: 1 })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Unit 3', level: 2 })).closest('li')!;
    expect(card).toHaveTextContent('කෙටුම්පත');
    expect(card).toHaveTextContent('ප්‍රශ්න 4');
    expect(card).toHaveTextContent('සහභාගී විය හැක්කේ: ප්‍රශ්න පත්‍ර');
    // Day first, the Gregorian month written out in Sinhala (no Latin letters), then the 24-hour time.
    expect(card).toHaveTextContent(/ආරම්භය 5 දෙසැම්බර් 2026, [^A-Za-z\d]+, 19:30/);
    expect(screen.getByRole('link', { name: 'Unit 3 සංස්කරණය කරන්න' })).toBeInTheDocument();
  });

  it('shows the quiz list in Tamil', async () => {
    api('ta');
    renderApp('/admin/quiz-management');
    expect(await screen.findByRole('heading', { name: 'வினாடி வினா உருவாக்கி', level: 1 })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Unit 3', level: 2 })).closest('li')!;
    expect(card).toHaveTextContent('வரைவு');
    expect(card).toHaveTextContent('4 வினாக்கள்');
    expect(card).toHaveTextContent('பங்குபற்றக்கூடியவர்கள்: வினாத்தாள்');
    expect(card).toHaveTextContent(/ஆரம்பம் .*டிசம்பர்.*19:30/);
  });
});
