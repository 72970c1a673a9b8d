/**
 * The quiz screens in Sinhala: the quiz part of the catalogue reaches them once the language is
 * active, and the start is written with the language's date, day first. The pack here is Sinhala's real quiz
 * file (the rest stays English); that the real pack lists it is the bundle test's to check.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDayFirst } from '../../web/src/i18n/format';
import { activateLanguage } from '../../web/src/i18n/language';
import { loggedIn, mockApi, sessionUser } from './helpers/api';
import { renderApp } from './helpers/render';

vi.mock('../../web/src/i18n/packs/si', async () => ({
  default: { '../../texts/si/quiz.ts': await import('../../web/src/texts/si/quiz') },
}));

afterEach(async () => {
  await activateLanguage('en');
});

describe('the quiz screens in Sinhala', () => {
  it('show the next quiz with Sinhala texts and a Sinhala date', async () => {
    await activateLanguage('si');
    const start = new Date();
    start.setDate(start.getDate() + 3);
    start.setHours(18, 45, 0, 0);
    mockApi({
      'GET /api/user/check-auth': loggedIn(sessionUser({ language: 'si' })),
      'GET /api/quiz/getQuizzes': {
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
      },
    });
    renderApp('/quiz-viewer');
    const card = await screen.findByRole('region', { name: 'ඒකක 4' });
    expect(within(card).getByText('ඊළඟ සජීවී ප්‍රශ්නාවලිය')).toBeInTheDocument();
    expect(within(card).getByText('ප්‍රශ්න 12')).toBeInTheDocument();
    expect(within(card).getByText(`${formatDayFirst(start, 'si', 'full')}, 18:45ට`)).toBeInTheDocument();
    expect(within(card).getByText('ආරම්භයට')).toBeInTheDocument();
  });
});
