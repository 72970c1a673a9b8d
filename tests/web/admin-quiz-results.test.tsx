/**
 * A quiz's results: the leaderboard, each question's count per option with its % correct and the
 * correct option named, each student's answers, and the CSV download as Excel needs it (UTF-8
 * with BOM, CRLF, quoted fields) with Sinhala and Tamil names intact.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuizAnswersResponse, QuizDetail, QuizResultsResponse } from '../../functions/shared/schemas';
import { admin, mockApi } from './helpers/api';
import { renderApp } from './helpers/render';

const detail: QuizDetail = {
  quizId: 'q1',
  title: 'බල සහ චලිතය',
  description: '',
  audience: 'all',
  state: 'ended',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  questions: [],
};

const results: QuizResultsResponse = {
  leaderboard: [
    { userId: 'u1', fullName: 'නිමාලි පෙරේරා', score: 1840, correct: 2 },
    { userId: 'u2', fullName: 'கமலா, "சிவா"', score: 900, correct: 1 },
    { userId: 'u3', fullName: 'Ravi Kumar', score: 900, correct: 1 },
    { userId: 'u4', fullName: 'Sahan Silva', score: 0, correct: 0 },
  ],
  questions: [
    { index: 0, counts: [1, 3, 0], correct: 1 },
    { index: 1, counts: [2, 2], correct: 0 },
  ],
};

const answers: QuizAnswersResponse = {
  questions: [
    { index: 0, text: 'Unit of force?', options: ['Joule', 'Newton', 'Watt'], correct: 1 },
    { index: 1, text: 'Is work scalar?', options: ['Yes', 'No'], correct: 0 },
  ],
  students: [
    {
      userId: 'u1',
      fullName: 'නිමාලි පෙරේරා',
      nic: '200512345678',
      score: 1840,
      rank: 1,
      answers: [
        { option: 1, points: 920, reactionMs: 1600 },
        { option: 0, points: 920, reactionMs: 1700 },
      ],
    },
    {
      userId: 'u2',
      fullName: 'கமலா, "சிவா"',
      nic: '200598765432',
      score: 900,
      rank: 2,
      answers: [{ option: 1, points: 900, reactionMs: 2000 }, null],
    },
  ],
};

function resultsApi() {
  return mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/quiz/adminQuiz/{quizId}': { body: detail },
    'GET /api/quiz/results/{quizId}': { body: results },
    'GET /api/quiz/answers/{quizId}': { body: answers },
  });
}

describe('admin quiz results', { timeout: 20_000 }, () => {
  it('shows the leaderboard, each question with its % correct, and each student answers', async () => {
    resultsApi();
    renderApp('/admin/quiz-management/q1/results');
    expect(await screen.findByRole('heading', { name: 'Results: බල සහ චලිතය', level: 1 })).toBeInTheDocument();
    const board = screen.getByRole('heading', { name: 'Leaderboard' }).nextElementSibling as HTMLElement;
    expect(within(board).getByRole('row', { name: '1 නිමාලි පෙරේරා 1,840 2' })).toBeInTheDocument();
    // Equal scores share a place, and the next place skips past them.
    expect(within(board).getByRole('row', { name: '2 கமலா, "சிவா" 900 1' })).toBeInTheDocument();
    expect(within(board).getByRole('row', { name: '2 Ravi Kumar 900 1' })).toBeInTheDocument();
    expect(within(board).getByRole('row', { name: '4 Sahan Silva 0 0' })).toBeInTheDocument();

    const first = screen.getByRole('table', { name: 'Q1. Unit of force? — 75% correct' });
    expect(within(first).getByRole('row', { name: '2. Newton ✓ Correct 3' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Q2. Is work scalar? — 50% correct' })).toBeInTheDocument();

    const byStudent = screen.getByRole('heading', { name: "Each student's answers" }).nextElementSibling as HTMLElement;
    expect(
      within(byStudent).getByRole('row', { name: /^2 கமலா, "சிவா" 200598765432 900 1 2 \(900\) —$/ }),
    ).toBeInTheDocument();
  });

  it('downloads a CSV with a BOM, CRLF lines and quoted fields that keeps the names intact', async () => {
    resultsApi();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:http://localhost/csv-1';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderApp('/admin/quiz-management/q1/results');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(names).toEqual(['බල-සහ-චලිතය-results.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      [
        'Rank,Name,NIC number,Score,Correct,Q1 option,Q1 points,Q2 option,Q2 points',
        '1,නිමාලි පෙරේරා,200512345678,1840,2,2,920,1,920',
        '2,"கமலா, ""சிவா""",200598765432,900,1,2,900,,',
        '',
      ].join('\r\n'),
    );
  });
});
