/**
 * The admin's quiz bank and editor: the list's facts (start written day-first, state, question
 * count, audience) and actions (Edit only for a draft, Duplicate, Delete after asking, Host,
 * Results), the editor's schema messages next to their fields, reordering by keyboard, the body
 * it sends, and a question image resized in the browser then uploaded to the presigned URL.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuizDetail, QuizSummary } from '../../functions/shared/schemas';
import { admin, mockApi, type Routes } from './helpers/api';
import { pathOf, renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';
import { mockXhr, s3Ok } from './helpers/xhr';

const summary = (overrides: Partial<QuizSummary>): QuizSummary => ({
  quizId: 'q1',
  title: 'Unit 3 Mechanics',
  description: '',
  audience: 'all',
  state: 'draft',
  questionCount: 12,
  ...overrides,
});

const quizzes: QuizSummary[] = [
  summary({ quizId: 'q1', startsAt: new Date(2026, 11, 5, 19, 30).toISOString() }),
  summary({ quizId: 'q2', title: 'Electronics', audience: 'theoryAccess', state: 'ended', questionCount: 1 }),
  summary({ quizId: 'q3', title: 'Live now', state: 'question' }),
];

const adminApi = (routes: Routes = {}) =>
  mockApi({
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/quiz/getQuizzes': { body: quizzes },
    ...routes,
  });

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 2 })).closest('li') as HTMLElement;

describe('admin quiz list', { timeout: 20_000 }, () => {
  it("shows each quiz's start, state, question count and audience, and only the actions its state allows", async () => {
    adminApi();
    renderApp('/admin/quiz-management');
    const draft = await cardOf('Unit 3 Mechanics');
    expect(draft).toHaveTextContent('Starts Saturday, 5 December 2026, 19:30');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('12 questions');
    expect(draft).toHaveTextContent('Who can take it: Everyone logged in');
    expect(within(draft).getByRole('link', { name: 'Edit Unit 3 Mechanics' })).toHaveAttribute(
      'href',
      '/admin/quiz-management/q1/edit',
    );
    expect(within(draft).getByRole('link', { name: 'Host Unit 3 Mechanics' })).toHaveAttribute(
      'href',
      '/admin/quiz-management/q1/host',
    );
    expect(within(draft).queryByRole('link', { name: /Results/ })).not.toBeInTheDocument();

    const ended = await cardOf('Electronics');
    expect(ended).toHaveTextContent('No start time');
    expect(ended).toHaveTextContent('1 question');
    expect(ended).toHaveTextContent('Who can take it: Theory');
    expect(within(ended).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Results of Electronics' })).toBeInTheDocument();

    const running = await cardOf('Live now');
    expect(running).toHaveTextContent('Running');
    expect(within(running).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('deletes a quiz only after the admin confirms', async () => {
    const api = adminApi({ 'DELETE /api/quiz/deleteQuiz/{quizId}': { body: { message: 'Quiz deleted.' } } });
    const { user } = renderApp('/admin/quiz-management');
    const ended = await cardOf('Electronics');
    await user.click(within(ended).getByRole('button', { name: 'Delete Electronics' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete quiz' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/quiz/deleteQuiz/{quizId}')).toHaveLength(0);

    await user.click(within(ended).getByRole('button', { name: 'Delete Electronics' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('success', 'Quiz deleted.');
    expect(api.callsTo('DELETE /api/quiz/deleteQuiz/{quizId}', { quizId: 'q2' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Electronics' })).not.toBeInTheDocument();
  });

  it('duplicates a quiz and reads the list again', async () => {
    const api = adminApi({
      'POST /api/quiz/duplicateQuiz/{quizId}': { status: 201, body: { quizId: 'q9', message: 'Quiz copied.' } },
    });
    const { user } = renderApp('/admin/quiz-management');
    await user.click(within(await cardOf('Electronics')).getByRole('button', { name: 'Duplicate Electronics' }));
    await expectToast('success', 'Quiz copied.');
    expect(api.callsTo('POST /api/quiz/duplicateQuiz/{quizId}', { quizId: 'q2' })).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/quiz/getQuizzes')).toHaveLength(2));
  });
});

const detail: QuizDetail = {
  quizId: 'q1',
  title: 'Unit 3 Mechanics',
  description: '',
  audience: 'all',
  state: 'draft',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  questions: [
    { text: 'First?', options: ['a', 'b'], answer: 1, seconds: 20, explanation: '' },
    { text: 'Second?', options: ['c', 'd', 'e'], answer: 2, seconds: 30, explanation: 'Because' },
  ],
};

describe('admin quiz editor', { timeout: 30_000 }, () => {
  it("shows the schema's messages next to their fields and sends nothing while any is wrong", async () => {
    const api = adminApi({
      'POST /api/quiz/createQuiz': { status: 201, body: { quizId: 'n1', message: 'Quiz created.' } },
    });
    const { user, router } = renderApp('/admin/quiz-management/new');
    const save = await screen.findByRole('button', { name: 'Save quiz' });
    // The start reads back day-first with the month written out, even before the rest is filled in.
    await user.type(screen.getByLabelText('Start date'), '2026-12-05');
    await user.type(screen.getByLabelText('Start time'), '19:30');
    expect(screen.getByText('Starts Saturday, 5 December 2026, 19:30')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText(/Some fields need attention/)).toHaveAttribute('role', 'alert');
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Enter a title of 1 to 120 characters.');
    expect(screen.getByLabelText('Question')).toHaveAccessibleDescription(
      expect.stringContaining('Each question needs a text of 1 to 1000 characters.'),
    );
    expect(screen.getByLabelText('Option 1')).toHaveAccessibleDescription(
      'Each option needs a text of 1 to 200 characters.',
    );
    await user.clear(screen.getByLabelText('Time limit (seconds)'));
    await user.type(screen.getByLabelText('Time limit (seconds)'), '5');
    expect(screen.getByLabelText('Time limit (seconds)')).toHaveAccessibleDescription(
      'Give each question 10 to 120 seconds.',
    );
    expect(api.callsTo('POST /api/quiz/createQuiz')).toHaveLength(0);

    await user.type(title, 'Forces');
    await user.type(screen.getByLabelText('Question'), 'Unit of force?');
    await user.type(screen.getByLabelText('Option 1'), 'Joule');
    await user.type(screen.getByLabelText('Option 2'), 'Newton');
    await user.click(screen.getByRole('radio', { name: 'Option 2 is the correct answer' }));
    await user.clear(screen.getByLabelText('Time limit (seconds)'));
    await user.type(screen.getByLabelText('Time limit (seconds)'), '15');
    await user.selectOptions(screen.getByLabelText('Who can take it'), 'Practical');
    await user.click(save);

    await expectToast('success', 'Quiz created.');
    expect(api.callsTo('POST /api/quiz/createQuiz')[0]!.body).toEqual({
      title: 'Forces',
      description: '',
      audience: 'practicalAccess',
      startsAt: new Date(2026, 11, 5, 19, 30).toISOString(),
      questions: [{ text: 'Unit of force?', options: ['Joule', 'Newton'], answer: 1, seconds: 15, explanation: '' }],
    });
    await waitFor(() => expect(pathOf(router)).toBe('/admin/quiz-management'));
  });

  it('reorders questions with the keyboard and keeps focus on the arrow pressed', async () => {
    const api = adminApi({
      'GET /api/quiz/adminQuiz/{quizId}': { body: detail },
      'PUT /api/quiz/updateQuiz/{quizId}': { body: { message: 'Quiz saved.' } },
    });
    const { user } = renderApp('/admin/quiz-management/q1/edit');
    const down = await screen.findByRole('button', { name: 'Move question 1 down' });
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Moved to position 2')).toBeInTheDocument();
    const legends = () => screen.getAllByRole('group', { name: /^Question \d$/ });
    expect(within(legends()[0]!).getByLabelText('Question')).toHaveValue('Second?');
    // The question moved to the end: its down arrow is disabled, so focus went to its up arrow.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    await expectToast('success', 'Quiz saved.');
    const sent = api.callsTo('PUT /api/quiz/updateQuiz/{quizId}', { quizId: 'q1' })[0]!.body as {
      questions: { text: string; answer: number }[];
    };
    expect(sent.questions.map((q) => [q.text, q.answer])).toEqual([
      ['Second?', 2],
      ['First?', 1],
    ]);
  });

  it('removes a question, says so, and keeps focus in the form', async () => {
    adminApi({ 'GET /api/quiz/adminQuiz/{quizId}': { body: detail } });
    const { user } = renderApp('/admin/quiz-management/q1/edit');
    await user.click(await screen.findByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByText('Question 1 removed')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(1);
    expect(screen.getByLabelText('Question')).toHaveValue('Second?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add question' })).toHaveFocus());
    // The last question cannot go: a quiz needs one.
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  });

  it('moves a question dragged by its handle onto another', async () => {
    adminApi({ 'GET /api/quiz/adminQuiz/{quizId}': { body: detail } });
    renderApp('/admin/quiz-management/q1/edit');
    await screen.findByDisplayValue('Second?');
    const groups = () => screen.getAllByRole('group', { name: /^Question \d$/ });
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'none',
    };
    const handle = groups()[1]!.querySelector('[draggable="true"]')!;
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(groups()[0]!, { dataTransfer });
    fireEvent.drop(groups()[0]!, { dataTransfer });
    expect(within(groups()[0]!).getByLabelText('Question')).toHaveValue('Second?');
    expect(within(groups()[1]!).getByLabelText('Question')).toHaveValue('First?');
    expect(screen.getByText('Moved to position 1')).toBeInTheDocument();
  });

  it('resizes a picked image in the browser and PUTs it to the presigned URL with the signed headers', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => undefined }));
    const drawn: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: (_: unknown, ...box: number[]) => drawn.push(box),
    } as unknown as CanvasRenderingContext2D);
    // The first quality is still too big; the next one fits the ~150 KB target.
    const sizes = [400 * 1024, 120 * 1024];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback, type?: string) =>
      done(new Blob([new Uint8Array(sizes.shift() ?? 1000)], { type })),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/img-1') }));
    const key = 'quiz/0b5c8f1e-7a6e-4c3a-9d2f-1e2b3c4d5e6f.webp';
    const api = adminApi({
      'POST /api/quiz/imageUpload': {
        body: { key, url: 'https://s3.example/quiz-images/x?sig=1', headers: { 'Content-Type': 'image/webp' } },
      },
      'POST /api/quiz/createQuiz': { status: 201, body: { quizId: 'n1', message: 'Quiz created.' } },
    });
    const xhr = mockXhr(s3Ok);
    const { user } = renderApp('/admin/quiz-management/new');
    const picker = await screen.findByLabelText('Image (optional)');
    await user.upload(picker, new File([new Uint8Array(5000)], 'photo.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('img', { name: 'Image of question 1' })).toHaveAttribute(
      'src',
      'blob:http://localhost/img-1',
    );
    expect(drawn[0]).toEqual([0, 0, 1280, 960]);
    expect(api.callsTo('POST /api/quiz/imageUpload')[0]!.body).toEqual({ contentType: 'image/webp', size: 120 * 1024 });
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0]!.url).toBe('https://s3.example/quiz-images/x?sig=1');
    expect(xhr.requests[0]!.headers).toEqual({ 'Content-Type': 'image/webp' });
    expect(xhr.requests[0]!.size()).toBe(120 * 1024);

    await user.type(screen.getByLabelText('Title'), 'Pictures');
    await user.type(screen.getByLabelText('Question'), 'What is shown?');
    await user.type(screen.getByLabelText('Option 1'), 'A gear');
    await user.type(screen.getByLabelText('Option 2'), 'A pulley');
    await user.click(screen.getByRole('button', { name: 'Save quiz' }));
    await expectToast('success', 'Quiz created.');
    expect(api.callsTo('POST /api/quiz/createQuiz')[0]!.body).toMatchObject({ questions: [{ image: key }] });
  });
});
