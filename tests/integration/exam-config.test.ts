/** EXAM_LINK_PREFIXES is configuration: with another list, only links under it are accepted. */
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as examHandler } from '../../functions/exam/handler';
import { examRouteKeys } from '../../functions/exam/route-keys';
import { handler as userHandler } from '../../functions/user/handler';
import { userRouteKeys } from '../../functions/user/route-keys';
import type { ApiClient } from './support/client';
import { adminBrowser } from './support/fixtures';
import { gateway } from './support/gateway';

// Read by the config getter on first use, i.e. in the first request below.
process.env.EXAM_LINK_PREFIXES = 'https://quiz.engtech.example/forms/, https://forms.gle/';

const api = gateway([
  { routes: userRouteKeys, handler: userHandler },
  { routes: examRouteKeys, handler: examHandler },
]);
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminBrowser(api);
});

describe('configured exam link prefixes', () => {
  const exam = (title: string, link: string) => ({ title, year: '2025', duration: 60, link });

  it('accepts links under any configured prefix', async () => {
    expect(
      (await admin.post('/api/exam/create', exam('Own form', 'https://quiz.engtech.example/forms/unit-1'))).status,
    ).toBe(201);
    expect((await admin.post('/api/exam/create', exam('Short link', 'https://forms.gle/xyz'))).status).toBe(201);
  });

  it('refuses a Google Forms address once it is no longer configured', async () => {
    const response = await admin.post(
      '/api/exam/create',
      exam('Google form', 'https://docs.google.com/forms/d/e/x/viewform'),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Enter a Google Forms link/);
  });
});
