/**
 * Practice (/quiz/:quizId/practice) and the profile's quiz history: immediate feedback with the
 * right answer and explanation, a running score, the end score and a new attempt; refusals shown in
 * words; the history table on /user-profile.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PracticeQuizResponse } from '../../functions/shared/schemas';
import { loggedIn, mockApi } from './helpers/api';
import { blockingViolations } from './helpers/axe';
import { renderApp } from './helpers/render';

const practice = (attemptId: string): PracticeQuizResponse => ({
  quizId: 'q1',
  title: 'Unit 4 quiz',
  description: '',
  attemptId,
  questions: [
    { index: 0, text: 'Unit of force?', options: ['Joule', 'Newton', 'Watt'] },
    { index: 1, text: 'Unit of power?', options: ['Watt', 'Pascal'] },
  ],
});

describe('practice', () => {
  it('gives feedback after each answer, the score at the end, and a new attempt on Try again', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/practice/{quizId}': () => ({ body: practice(`0000000${++attempts}-0000-4000-8000-000000000000`) }),
      'POST /api/quiz/practiceAnswer/{quizId}': (call) => {
        const { question, option } = call.body as { question: number; option: number };
        const answer = question === 0 ? 1 : 0;
        return {
          body: {
            correct: option === answer,
            answer,
            explanation: question === 0 ? 'F = ma, in newtons.' : '',
            score: question === 0 ? (option === answer ? 1 : 0) : 1,
            answered: question + 1,
          },
        };
      },
    });
    const { user } = renderApp('/quiz/q1/practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice: Unit 4 quiz' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1: Joule' }));
    expect(await screen.findByText('Wrong')).toBeInTheDocument();
    expect(screen.getByText('The right answer: 2. Newton')).toBeInTheDocument();
    expect(screen.getByText('F = ma, in newtons.')).toBeInTheDocument();
    expect(screen.getByText('Score: 0 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2: Newton' })).toBeDisabled();
    expect(await blockingViolations()).toEqual([]);
    expect(api.callsTo('POST /api/quiz/practiceAnswer/{quizId}')[0]!.body).toEqual({
      attemptId: '00000001-0000-4000-8000-000000000000',
      question: 0,
      option: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(await screen.findByRole('button', { name: '1: Watt' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See my score' }));
    expect(await screen.findByText('You got 1 of 2 right.')).toBeInTheDocument();
    expect(screen.queryByText(/\d+(st|nd|rd|th) of \d+/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(api.callsTo('GET /api/quiz/practice/{quizId}')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '2: Newton' }));
    await waitFor(() =>
      expect(
        (api.callsTo('POST /api/quiz/practiceAnswer/{quizId}').at(-1)!.body as { attemptId: string }).attemptId,
      ).toBe('00000002-0000-4000-8000-000000000000'),
    );
  });

  it('shows the server’s words when the student is not in the audience', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/practice/{quizId}': {
        status: 403,
        body: { message: 'This quiz is for students with another class access.', code: 'quiz.notYours' },
      },
    });
    renderApp('/quiz/q1/practice');
    expect(await screen.findByText('This quiz is for students with another class access.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('link', { name: 'Back to Live Quiz' })).toHaveAttribute('href', '/quiz-viewer');
  });
});

describe('the profile’s quiz history', () => {
  it('lists live quizzes with date, score and rank, and practice with attempts and best score', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/myHistory': {
        body: {
          live: [
            {
              quizId: 'q1',
              title: 'Unit 4 quiz',
              endedAt: '2026-11-07T14:00:00.000Z',
              score: 6120,
              correct: 8,
              rank: 12,
              of: 340,
            },
          ],
          practice: [{ quizId: 'q1', title: 'Unit 4 quiz', attempts: 3, best: 9, questionCount: 10 }],
        },
      },
    });
    renderApp('/user-profile');
    const live = await screen.findByRole('table', { name: 'Live quizzes' });
    const row = within(live).getByRole('row', { name: /Unit 4 quiz/ });
    expect(within(row).getByText('7 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('6,120')).toBeInTheDocument();
    expect(within(row).getByText('12 of 340')).toBeInTheDocument();
    const practiceTable = screen.getByRole('table', { name: 'Practice' });
    expect(within(practiceTable).getByText('3')).toBeInTheDocument();
    expect(within(practiceTable).getByText('9 of 10')).toBeInTheDocument();
    expect(await blockingViolations()).toEqual([]);
  });

  it('says so when there is no history yet', async () => {
    mockApi({
      'GET /api/user/check-auth': loggedIn(),
      'GET /api/quiz/myHistory': { body: { live: [], practice: [] } },
    });
    renderApp('/user-profile');
    expect(await screen.findByText('You have not taken a quiz yet.')).toBeInTheDocument();
  });
});
