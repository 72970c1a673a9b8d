/**
 * The quiz screens in Sinhala: the quiz part of the catalogue reaches them once the language is
 * active, and the start is written with the language's date, day first. As in the real pack, the
 * first pack here has no quiz part (the rest stays English): the quiz screens' loader fetches Sinhala's
 * real quiz file beside their code, and a switch of language on a quiz screen fetches it too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDayFirst } from '../../web/src/i18n/format';
import { activateLanguage } from '../../web/src/i18n/language';
import { loggedIn, mockApi, sessionUser, type Routes } from './helpers/api';
import { renderApp } from './helpers/render';

vi.mock('../../web/src/i18n/packs/si', () => ({ default: {} }));

afterEach(async () => {
  await activateLanguage('en');
});

function nextQuiz(start: Date): Routes['GET /api/quiz/getQuizzes'] {
  return {
    body: [
      {
        quizId: 'q1',
        title: 'ඒකක 4',
        description: '',
        audience: 'all',
        state: 'draft',
        questionCount: 12,
        startsAt: start.toISOString(),
      },
    ],
  };
}

const inThreeDays = () => {
  const start = new Date();
  start.setDate(start.getDate() + 3);
  start.setHours(18, 45, 0, 0);
  return start;
};

// The first test loads the quiz screens' code with Sinhala already active: their loader fetches the
// quiz part. The second finds that code loaded, in English, and switches.
describe('the quiz screens in Sinhala', () => {
  it('show the next quiz with Sinhala texts and a Sinhala date', async () => {
    await activateLanguage('si');
    const start = inThreeDays();
    mockApi({
      'GET /api/user/check-auth': loggedIn(sessionUser({ language: 'si' })),
      'GET /api/quiz/getQuizzes': nextQuiz(start),
    });
    renderApp('/quiz-viewer');
    const card = await screen.findByRole('region', { name: 'ඒකක 4' });
    expect(within(card).getByText('ඊළඟ සජීවී ප්‍රශ්නාවලිය')).toBeInTheDocument();
    expect(within(card).getByText('ප්‍රශ්න 12')).toBeInTheDocument();
    expect(within(card).getByText(`${formatDayFirst(start, 'si', 'full')}, 18:45ට`)).toBeInTheDocument();
    expect(within(card).getByText('ආරම්භයට')).toBeInTheDocument();
  });

  it('switch to Sinhala from English on the quiz screen', async () => {
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(sessionUser()),
      'GET /api/quiz/getQuizzes': nextQuiz(inThreeDays()),
      'POST /api/user/language': { body: { message: 'Saved.' } },
    });
    const { user } = renderApp('/quiz-viewer');
    const card = await screen.findByRole('region', { name: 'ඒකක 4' });
    expect(within(card).getByText('Next live quiz')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'සිංහල' }));
    // The screen is mounted afresh in the new language once its texts are in.
    await waitFor(() => expect(document.documentElement.lang).toBe('si'));
    const translated = await screen.findByRole('region', { name: 'ඒකක 4' });
    expect(within(translated).getByText('ඊළඟ සජීවී ප්‍රශ්නාවලිය')).toBeInTheDocument();
    expect(within(translated).getByText('ප්‍රශ්න 12')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/user/language')).toHaveLength(1);
  });
});
