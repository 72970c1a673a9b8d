/** The exam group against the real engines: lists for logged-in users, admin create/delete, unique titles under a race. */
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as examHandler } from '../../functions/exam/handler';
import { examRouteKeys } from '../../functions/exam/route-keys';
import { messageCode, type ExamCreatedResponse, type ExamInput, type ExamView } from '../../functions/shared/schemas';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { gateway } from './support/gateway';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: examRouteKeys, handler: examHandler },
]);

const LINK_MESSAGE = 'Enter a Google Forms link (https://docs.google.com/forms/… or https://forms.gle/…).';
const DURATION_MESSAGE = 'Duration must be at least 1 minute.';

let admin: ApiClient;
let student: ApiClient;
let visitor: ApiClient;

const exam = (overrides: Partial<Record<keyof ExamInput, unknown>> = {}): Record<string, unknown> => ({
  title: 'Model Paper 1',
  year: '2026',
  description: 'Structured and essay questions, part A.',
  duration: 120,
  link: 'https://docs.google.com/forms/d/e/1FAIpQLSf-model-paper-1/viewform',
  ...overrides,
});

const create = (body: Record<string, unknown>) => admin.post<ExamCreatedResponse>('/api/exam/create', body);
const all = async (): Promise<ExamView[]> => {
  const response = await student.get<ExamView[]>('/api/exam/all');
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  admin = await adminBrowser(api);
  student = (await verifiedStudent(api)).browser;
  visitor = await new ApiClient(api).prime();
});

describe('POST /api/exam/create', () => {
  it('creates an exam (duration given as text, description optional) and lists it', async () => {
    const response = await create(
      exam({
        title: '  Unit Test: Electronics  ',
        duration: '45',
        description: undefined,
        link: 'https://forms.gle/AbC123xyz',
      }),
    );
    expect(response.status).toBe(201);
    const created: ExamView = {
      title: 'Unit Test: Electronics',
      year: '2026',
      description: '',
      duration: 45,
      link: 'https://forms.gle/AbC123xyz',
    };
    expect(response.body).toEqual({ message: 'Exam created successfully!', exam: created });
    expect(await all()).toContainEqual(created);
  });

  it('409 for a title that exists in another letter case, and the first exam is unchanged', async () => {
    expect((await create(exam({ title: 'Mid Year Paper', duration: 90 }))).status).toBe(201);
    const duplicate = await create(exam({ title: 'MID YEAR paper ', duration: 30 }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'An exam with this title already exists.', code: 'exam.duplicate' });
    const matching = (await all()).filter((e) => e.title.toLowerCase() === 'mid year paper');
    expect(matching).toEqual([expect.objectContaining({ title: 'Mid Year Paper', duration: 90 })]);
  });

  it('20 parallel creates of one title (any case): exactly one is created', async () => {
    const titles = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'Race Paper' : 'race PAPER'));
    const responses = await Promise.all(titles.map((title, i) => create(exam({ title, duration: i + 1 }))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = responses.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(19);
    for (const conflict of conflicts)
      expect(conflict.body).toEqual({ message: 'An exam with this title already exists.', code: 'exam.duplicate' });
    const winner = responses.find((r) => r.status === 201)?.body.exam;
    expect((await all()).filter((e) => e.title.toLowerCase() === 'race paper')).toEqual([winner]);
  });

  it('refuses visitors (401), students (403) and a missing anti-forgery token (403)', async () => {
    const asVisitor = await visitor.post('/api/exam/create', exam({ title: 'Not by a visitor' }));
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });
    const asStudent = await student.post('/api/exam/create', exam({ title: 'Not by a student' }));
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
    expect((await admin.post('/api/exam/create', exam({ title: 'No token' }), { xsrf: 'omit' })).status).toBe(403);
    const titles = (await all()).map((e) => e.title);
    expect(titles).not.toContain('Not by a visitor');
    expect(titles).not.toContain('Not by a student');
    expect(titles).not.toContain('No token');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['duration 0', exam({ duration: 0 }), DURATION_MESSAGE],
    ['duration "0"', exam({ duration: '0' }), DURATION_MESSAGE],
    ['duration negative', exam({ duration: -10 }), DURATION_MESSAGE],
    ['duration missing', exam({ duration: undefined }), DURATION_MESSAGE],
    ['duration not numeric', exam({ duration: 'an hour' }), DURATION_MESSAGE],
    ['duration a boolean', exam({ duration: true }), DURATION_MESSAGE],
    ['duration a fraction', exam({ duration: 1.5 }), 'Duration must be a whole number of minutes, at most 600.'],
    ['duration over 600', exam({ duration: 601 }), 'Duration must be a whole number of minutes, at most 600.'],
    ['link over http', exam({ link: 'http://docs.google.com/forms/d/e/x/viewform' }), LINK_MESSAGE],
    ['link elsewhere', exam({ link: 'https://example.com/forms/quiz' }), LINK_MESSAGE],
    ['link on a look-alike host', exam({ link: 'https://docs.google.com.evil.example/forms/x' }), LINK_MESSAGE],
    ['link with user info', exam({ link: 'https://forms.gle@evil.example/x' }), LINK_MESSAGE],
    ['link escaping the forms path', exam({ link: 'https://docs.google.com/forms/../spreadsheets/d/x' }), LINK_MESSAGE],
    ['link that is only the prefix', exam({ link: 'https://forms.gle/' }), LINK_MESSAGE],
    ['link javascript:', exam({ link: 'javascript:alert(1)//https://forms.gle/x' }), LINK_MESSAGE],
    ['link not a URL', exam({ link: 'forms.gle/abc' }), LINK_MESSAGE],
    ['link missing', exam({ link: undefined }), LINK_MESSAGE],
    ['link a number', exam({ link: 12 }), LINK_MESSAGE],
    ['link huge', exam({ link: `https://forms.gle/${'a'.repeat(5000)}` }), LINK_MESSAGE],
    ['title missing', exam({ title: undefined }), 'Enter a title of 1 to 120 characters (no "/").'],
    ['title blank', exam({ title: '  ' }), 'Enter a title of 1 to 120 characters (no "/").'],
    ['title too long', exam({ title: 'x'.repeat(121) }), 'Enter a title of 1 to 120 characters (no "/").'],
    ['title huge', exam({ title: 'x'.repeat(10_000) }), 'Enter a title of 1 to 120 characters (no "/").'],
    ['title with a slash', exam({ title: 'Paper 1/2' }), 'Enter a title of 1 to 120 characters (no "/").'],
    ['title an array', exam({ title: ['a'] }), 'Enter a title of 1 to 120 characters (no "/").'],
    ['year before 2024', exam({ year: '2023' }), 'Choose a year from 2024 to 2030.'],
    ['year after 2030', exam({ year: '2031' }), 'Choose a year from 2024 to 2030.'],
    ['year as a number', exam({ year: 2026 }), 'Choose a year from 2024 to 2030.'],
    ['year missing', exam({ year: undefined }), 'Choose a year from 2024 to 2030.'],
    [
      'description too long',
      exam({ description: 'd'.repeat(1001) }),
      'The description can be at most 1000 characters.',
    ],
    ['description a number', exam({ description: 5 }), 'The description can be at most 1000 characters.'],
  ];
  it.each(invalid)('400 for %s', async (_name, body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: messageCode(message) });
  });

  it('stores nothing for refused input', async () => {
    expect((await all()).some((e) => e.title === 'Model Paper 1')).toBe(false);
  });
});

describe('GET /api/exam/all and /api/exam/year/{year}', () => {
  const titles = {
    y2024: 'Past Paper 2024',
    y2025: 'Past Paper 2025',
    y2027: 'Past Paper 2027',
    y2025b: 'Revision Quiz 2025',
  };

  beforeAll(async () => {
    for (const [title, year] of [
      [titles.y2025, '2025'],
      [titles.y2024, '2024'],
      [titles.y2027, '2027'],
      [titles.y2025b, '2025'],
    ] as const) {
      expect((await create(exam({ title, year }))).status).toBe(201);
    }
  });

  it('lists every exam, newest year first (newest first within a year)', async () => {
    const exams = await all();
    const years = exams.map((e) => Number(e.year));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const ours = exams.map((e) => e.title).filter((t) => Object.values(titles).includes(t));
    expect(ours).toEqual([titles.y2027, titles.y2025b, titles.y2025, titles.y2024]);
    expect(exams.find((e) => e.title === titles.y2024)).toEqual({
      title: titles.y2024,
      year: '2024',
      description: 'Structured and essay questions, part A.',
      duration: 120,
      link: 'https://docs.google.com/forms/d/e/1FAIpQLSf-model-paper-1/viewform',
    });
  });

  it('lists one year', async () => {
    const response = await student.get<ExamView[]>('/api/exam/year/2025');
    expect(response.status).toBe(200);
    expect(response.body.map((e) => e.title)).toEqual([titles.y2025b, titles.y2025]);
    const empty = await student.get<ExamView[]>('/api/exam/year/2029');
    expect(empty.body).toEqual([]);
  });

  it.each(['25', '20255', 'abcd', '2025a', ' 2025'])('400 for the year "%s"', async (year) => {
    const response = await student.get(`/api/exam/year/${encodeURIComponent(year)}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The year must be four digits.', code: 'exam.yearParam' });
  });

  it('needs a login (401 for a visitor); admins may list too', async () => {
    for (const path of ['/api/exam/all', '/api/exam/year/2025']) {
      const response = await visitor.get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });
    }
    expect((await admin.get('/api/exam/all')).status).toBe(200);
  });
});

describe('DELETE /api/exam/deleteByTitle/{title}', () => {
  const title = 'Quiz #3: Gears & Pulleys? 100% (Part B)';

  it('deletes by the URL-encoded title in any letter case; a second delete is 404', async () => {
    expect((await create(exam({ title }))).status).toBe(201);
    const path = `/api/exam/deleteByTitle/${encodeURIComponent(title.toUpperCase())}`;
    const deleted = await admin.delete(path);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Exam deleted' });
    expect((await all()).some((e) => e.title === title)).toBe(false);
    const again = await admin.delete(path);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Exam not found.', code: 'exam.notFound' });
    // The title is free again.
    expect((await create(exam({ title }))).status).toBe(201);
  });

  it('404 for a title that cannot exist (too long)', async () => {
    const response = await admin.delete(`/api/exam/deleteByTitle/${'x'.repeat(3000)}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Exam not found.', code: 'exam.notFound' });
  });

  it('refuses visitors (401) and students (403) and keeps the exam', async () => {
    const path = `/api/exam/deleteByTitle/${encodeURIComponent(title)}`;
    expect((await visitor.delete(path)).status).toBe(401);
    const asStudent = await student.delete(path);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
    expect((await all()).some((e) => e.title === title)).toBe(true);
  });
});
