/** The class group against the real engines: public list, admin create (the form's rules checked on the server) and delete. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as classHandler } from '../../functions/class/handler';
import { classRouteKeys } from '../../functions/class/route-keys';
import { CLASS_LIST_LIMIT, putClass } from '../../functions/domain/classes/store';
import type { ClassInput, ClassView } from '../../functions/shared/schemas';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import { seedSampleClasses } from '../../functions/class/seed';
import { ApiClient } from './support/client';
import { adminBrowser, verifiedStudent } from './support/fixtures';
import { gateway } from './support/gateway';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: classRouteKeys, handler: classHandler },
]);
const INVALID = { message: 'Please fill the form correctly.', code: 'class.invalid' };

let admin: ApiClient;
let student: ApiClient;
let visitor: ApiClient;

const form = (overrides: Partial<Record<keyof ClassInput, unknown>> = {}): Record<string, unknown> => ({
  title: 'combined maths',
  type: 'Theory',
  location: 'Badulla',
  fee: 2500,
  day: 'Monday',
  startTime: '16:00',
  endTime: '18:30',
  ...overrides,
});

const list = async (): Promise<ClassView[]> => {
  const response = await visitor.get<ClassView[]>('/api/class/getAllClassDetails');
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  await seedSampleClasses();
  admin = await adminBrowser(api);
  student = (await verifiedStudent(api)).browser;
  visitor = await new ApiClient(api).prime();
});

describe('GET /api/class/getAllClassDetails', () => {
  it('is public and lists the seeded sample classes first (oldest first)', async () => {
    const classes = await list();
    expect(classes.slice(0, 3).map((c) => c.location)).toEqual(['Badulla', 'Bandarawela', 'Monaragala']);
    expect(classes[0]).toEqual({
      _id: 'sample-badulla',
      title: 'BADULLA PHYSICAL CLASS | Engineering Technology',
      teacher: 'EngTech Academy',
      type: 'Physical',
      location: 'Badulla',
      schedule: 'Saturday: 08:00-12:00',
      fee: 2000,
    });
  });
});

describe('POST /api/class/createClassDetail', () => {
  it('creates a class: title upper-cased with the suffix, schedule from day and times, brand as teacher', async () => {
    const response = await admin.post<ClassView>(
      '/api/class/createClassDetail',
      form({ schedule: 'Whenever: 1-2', fee: '2500' }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'COMBINED MATHS | Engineering Technology',
      teacher: 'EngTech Academy',
      type: 'Theory',
      location: 'Badulla',
      schedule: 'Monday: 16:00-18:30',
      fee: 2500,
    });
    const classes = await list();
    expect(classes.at(-1)).toEqual(response.body);
  });

  it('does not append the suffix twice and keeps a given teacher', async () => {
    const response = await admin.post<ClassView>(
      '/api/class/createClassDetail',
      form({
        title: '  Physics Revision | Engineering Technology ',
        teacher: ' Mr. Perera ',
        type: 'Revision',
        day: 'Saturday',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.title).toBe('PHYSICS REVISION | Engineering Technology');
    expect(response.body.teacher).toBe('Mr. Perera');
    expect(response.body.schedule).toBe('Saturday: 16:00-18:30');
  });

  it('refuses visitors (401) and students (403), and a missing anti-forgery token (403)', async () => {
    const asVisitor = await visitor.post('/api/class/createClassDetail', form());
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body).toEqual({ message: 'Please log in.', code: 'session.loginRequired' });
    const asStudent = await student.post('/api/class/createClassDetail', form());
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
    const noToken = await admin.post('/api/class/createClassDetail', form(), { xsrf: 'omit' });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toEqual({ message: 'Invalid or missing anti-forgery token.', code: 'request.xsrf' });
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['title missing', form({ title: undefined })],
    ['title blank', form({ title: '   ' })],
    ['title only the suffix', form({ title: ' | Engineering Technology' })],
    ['title a number', form({ title: 42 })],
    ['title huge', form({ title: 'x'.repeat(5000) })],
    ['type not one of the four', form({ type: 'Physical' })],
    ['type missing', form({ type: undefined })],
    ['location missing', form({ location: undefined })],
    ['location an object', form({ location: { city: 'Badulla' } })],
    ['fee negative', form({ fee: -1 })],
    ['fee a fraction', form({ fee: 1999.5 })],
    ['fee not numeric', form({ fee: 'two thousand' })],
    ['fee empty', form({ fee: '' })],
    ['fee too large', form({ fee: 1_000_001 })],
    ['fee missing', form({ fee: undefined })],
    ['day unknown', form({ day: 'Funday' })],
    ['day lower-case', form({ day: 'monday' })],
    ['start time out of range', form({ startTime: '25:00' })],
    ['start time without a leading zero', form({ startTime: '9:00' })],
    ['end time with seconds', form({ endTime: '18:30:00' })],
    ['end before start', form({ startTime: '18:00', endTime: '16:00' })],
    ['end equal to start', form({ startTime: '16:00', endTime: '16:00' })],
    ['teacher a number', form({ teacher: 7 })],
  ];
  it.each(invalid)('400 for %s', async (_name, body) => {
    const before = (await list()).length;
    const response = await admin.post('/api/class/createClassDetail', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
    expect((await list()).length).toBe(before);
  });

  it('answers a body that is not a JSON object, malformed JSON and an oversized body with 4xx JSON', async () => {
    const array = await admin.post('/api/class/createClassDetail', [form()]);
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ message: 'Request body must be a JSON object.', code: 'request.notObject' });
    const malformed = await admin.call('POST', '/api/class/createClassDetail', { rawBody: '{"title":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body.', code: 'request.malformedJson' });
    const huge = await admin.post('/api/class/createClassDetail', form({ location: 'x'.repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body is too large.', code: 'request.tooLarge' });
  });
});

describe('DELETE /api/class/deleteClass/{id}', () => {
  it('deletes a class once; a second delete is 404', async () => {
    const created = await admin.post<ClassView>('/api/class/createClassDetail', form({ title: 'to be removed' }));
    const path = `/api/class/deleteClass/${created.body._id}`;
    const deleted = await admin.delete(path);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Class deleted' });
    expect((await list()).some((c) => c._id === created.body._id)).toBe(false);
    const again = await admin.delete(path);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Class not found.', code: 'class.notFound' });
  });

  it('404 for an id that never existed, 400 for a malformed id', async () => {
    expect((await admin.delete(`/api/class/deleteClass/${randomUUID()}`)).status).toBe(404);
    const bad = await admin.delete(`/api/class/deleteClass/${encodeURIComponent('../CLASS#x')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Invalid id.', code: 'common.invalidId' });
    const long = await admin.delete(`/api/class/deleteClass/${'a'.repeat(65)}`);
    expect(long.status).toBe(400);
  });

  it('refuses visitors (401) and students (403) and leaves the class in place', async () => {
    const path = '/api/class/deleteClass/sample-badulla';
    const asVisitor = await visitor.delete(path);
    expect(asVisitor.status).toBe(401);
    const asStudent = await student.delete(path);
    expect(asStudent.status).toBe(403);
    expect(asStudent.body).toEqual({ message: 'Admins only.', code: 'session.adminsOnly' });
    expect((await list()).some((c) => c._id === 'sample-badulla')).toBe(true);
  });
});

describe('list size', () => {
  it(`returns at most ${CLASS_LIST_LIMIT} classes, the oldest ones`, async () => {
    const before = (await list()).length;
    const base = Date.UTC(2030, 0, 1);
    const extra = CLASS_LIST_LIMIT + 5 - before;
    for (let start = 0; start < extra; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, extra - start) }, (_, i) =>
          putClass({
            _id: `bulk-${start + i}`,
            title: `BULK ${start + i} | Engineering Technology`,
            teacher: 'EngTech Academy',
            type: 'Theory',
            location: 'Badulla',
            schedule: 'Monday: 08:00-09:00',
            fee: 1000,
            createdAt: base + start + i,
          }),
        ),
      );
    }
    const classes = await list();
    expect(classes).toHaveLength(CLASS_LIST_LIMIT);
    expect(classes[0]?._id).toBe('sample-badulla');
    expect(classes.some((c) => c._id === `bulk-${extra - 1}`)).toBe(false);
  });
});
