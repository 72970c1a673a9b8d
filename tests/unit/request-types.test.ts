/**
 * The web's client takes each call's body and answer from the route map (ApiRoutes): this file is
 * compiled by `npm run typecheck`, and every line marked @ts-expect-error must keep failing there.
 * The calls are never made; only their types are under test.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { RouteKey } from '../../functions/route-keys';
import type { ApiRoutes, CheckAuthResponse, ClassView, TutePage, VideoPage } from '../../functions/shared/schemas';
import { request, type ApiRouteKey, type ResponseOf } from '../../web/src/lib/api-client';

/** Fetchers as a feature writes them; compiled, never called. */
function fetchers() {
  // The answer is the route's own…
  expectTypeOf(request('GET /api/user/check-auth')).resolves.toEqualTypeOf<CheckAuthResponse>();
  const getVideos = (): Promise<VideoPage> =>
    request('GET /api/aws/getVideos/{folder}', { params: { folder: 'free' } });

  // …so a fetcher that declares another one fails,
  // @ts-expect-error a folder's videos are not a page of tutes
  const getTutes = (): Promise<TutePage> => request('GET /api/aws/getVideos/{folder}', { params: { folder: 'free' } });
  // @ts-expect-error nor a list of classes
  const classes: Promise<ClassView[]> = request('GET /api/user/check-auth');
  // and the caller can no longer name the answer itself.
  // @ts-expect-error request takes the route key only
  void request<'GET /api/user/check-auth', VideoPage>('GET /api/user/check-auth');

  // The body is the route's own too: a field missing…
  // @ts-expect-error login needs the password
  void request('POST /api/user/login', { body: { email: 'nimali@example.com' } });
  // …a field of the wrong type…
  // @ts-expect-error progress is a number of seconds
  void request('PUT /api/videoMeta/progress/{title}', { params: { title: 'Ohm' }, body: { seconds: '12' } });
  // …no body where the route reads one…
  // @ts-expect-error a comment route needs its comment
  void request('POST /api/videoMeta/addCommentByTitle/{title}', { params: { title: 'Ohm' } });
  // …a body where it reads none…
  // @ts-expect-error logout reads no body
  void request('POST /api/user/logout', { body: { email: 'nimali@example.com' } });
  // …and FormData only where the route reads a multipart form.
  // @ts-expect-error login reads JSON
  void request('POST /api/user/login', { body: new FormData() });
  void request('POST /api/slides', { body: new FormData() });
  // @ts-expect-error the slide upload is a multipart form
  void request('POST /api/slides', { body: { caption: 'Welcome' } });

  return { getVideos, getTutes, classes };
}

describe('request() is typed by route key', () => {
  it('has a body and an answer for every route key, and none for a route that does not exist', () => {
    expectTypeOf<keyof ApiRoutes>().toEqualTypeOf<RouteKey>();
    expectTypeOf<ResponseOf<'GET /api/aws/getPastPaperMarking/{category}'>>().toEqualTypeOf<TutePage>();
    expectTypeOf<ApiRouteKey>().toExtend<keyof ApiRoutes>();
    expectTypeOf(fetchers).toBeFunction();
  });
});
