/**
 * The quiz screens' dates in Sinhala and Tamil, on fixed dates: day first, the month by the site's
 * own (Gregorian) name whatever names the engine has, and a 24-hour time: the next quiz's start, the
 * past quizzes, the profile's history and the admin's quiz list.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizSummary } from '../../functions/shared/schemas';
import { activateLanguage } from '../../web/src/i18n/language';
import type { Language } from '../../web/src/i18n/translation';
import { loggedIn, mockApi, sessionUser } from './helpers/api';
import { renderApp } from './helpers/render';

vi.mock('../../web/src/i18n/packs/si', async () => ({
  default: { '../../texts/si/quiz.ts': await import('../../web/src/texts/si/quiz') },
}));
vi.mock('../../web/src/i18n/packs/ta', async () => ({
  default: { '../../texts/ta/quiz.ts': await import('../../web/src/texts/ta/quiz') },
}));

afterEach(async () => {
  await activateLanguage('en');
});

// Local wall-clock times, as the screens write them: the same day and hour in any time zone.
const STARTS = new Date(2030, 11, 5, 19, 30).toISOString();
const ENDED = new Date(2026, 10, 7, 12, 0).toISOString();

const quizzes: QuizSummary[] = [
  {
    quizId: 'next',
    title: 'Unit 4',
    description: '',
    audience: 'all',
    state: 'draft',
    questionCount: 5,
    startsAt: STARTS,
  },
  {
    quizId: 'past',
    title: 'Unit 3',
    description: '',
    audience: 'all',
    state: 'ended',
    questionCount: 3,
    endedAt: ENDED,
  },
];

function api(language: Language) {
  mockApi({
    'GET /api/user/check-auth': loggedIn(sessionUser({ language })),
    'GET /api/quiz/getQuizzes': { body: quizzes },
    'GET /api/quiz/myHistory': {
      body: {
        live: [{ quizId: 'past', title: 'Unit 3', endedAt: ENDED, score: 1200, correct: 2, rank: 4, of: 30 }],
        practice: [],
      },
    },
  });
}

describe('quiz dates', () => {
  it('in Sinhala: day first, Gregorian month names, 24-hour time', async () => {
    await activateLanguage('si');
    api('si');
    renderApp('/quiz-viewer');
    const card = await screen.findByRole('region', { name: 'Unit 4' });
    expect(within(card).getByRole('time')).toHaveTextContent(/^5 දෙසැම්බර් 2030, [^A-Za-z\d]+, 19:30ට$/);
    expect(await screen.findByText(/· 7 නොවැම්බර් 2026 පැවැත්විණි$/)).toBeInTheDocument();
  });

  it('in Sinhala on the profile: the history row', async () => {
    await activateLanguage('si');
    api('si');
    renderApp('/user-profile');
    const row = await screen.findByRole('row', { name: /Unit 3/ });
    expect(within(row).getByText('7 නොවැම්බර් 2026')).toBeInTheDocument();
  });

  it('in Tamil: day first, month by name, 24-hour time', async () => {
    await activateLanguage('ta');
    api('ta');
    renderApp('/quiz-viewer');
    const card = await screen.findByRole('region', { name: 'Unit 4' });
    expect(within(card).getByRole('time')).toHaveTextContent(/^[^A-Za-z\d]+, 5 டிசம்பர், 2030.*19:30/);
    expect(await screen.findByText(/· 7 நவம்பர், 2026 அன்று நடைபெற்றது$/)).toBeInTheDocument();
  });
});
