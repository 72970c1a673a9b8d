/**
 * Video management against fakes of the contract's media endpoints (fetch) and of S3's presigned
 * PUTs (XHR): the disabled rules and the both-files message, the progress texts and step order,
 * each failure text, and for a large lecture the multipart flow: resume sends only the missing
 * parts, and Cancel aborts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, mockApi, onlyFor, type Handler, type RecordedCall, type Reply, type Routes } from './helpers/api';
import { videoMeta } from './helpers/content';
import { renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';
import { mockXhr, s3Ok, type FakeXhr } from './helpers/xhr';

const MB = 1024 * 1024;
const PART = 16 * MB;

function mp4(name = 'lesson1.mp4', size?: number, lastModified = 1_700_000_000_000) {
  const file = new File([new Uint8Array(2048)], name, { type: 'video/mp4', lastModified });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
const png = () => new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' });

const signed = (url: string): Reply => ({ body: { signedUrl: url, key: url.split('/').pop(), expiresIn: 900 } });

/** Media routes answered for the Theory folder only; any other folder gets an unmocked 404. */
const forTheory = (routes: Routes): Routes =>
  Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [key, onlyFor({ folder: 'Theory' }, handler as Handler)]),
  );

/** The media group's upload endpoints for the Theory folder; any route can be replaced. */
function mediaApi(overrides: Routes = {}, otherRoutes: Routes = {}) {
  return mockApi({
    ...otherRoutes,
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    ...forTheory({
      'PUT /api/aws/putVideo/{folder}': signed('https://s3.local/Theory/Lesson%201video?X-Amz-Expires=900'),
      'PUT /api/aws/putThumbnail/{folder}': signed('https://s3.local/Theory/Lesson%201image?X-Amz-Expires=900'),
      'POST /api/aws/completeVideo/{folder}': { status: 201, body: { video: {} } },
      ...overrides,
    }),
  });
}

/**
 * The multipart endpoints, remembering parts per uploadId as the server does, so a second start
 * for the same file resumes. Part URLs name their part: https://s3.local/mp/{n}.
 */
function multipartServer(initial: number[] = []) {
  const recorded = new Map(initial.map((n) => [n, `"etag-${n}"`]));
  const size = 70 * MB;
  const partCount = Math.ceil(size / PART);
  const routes: Routes = {
    'POST /api/aws/multipart/start/{folder}': () => ({
      body: {
        uploadId: 'up-1',
        key: 'Big lecturevideo',
        partSize: PART,
        partCount,
        completedParts: [...recorded.entries()].map(([partNumber, etag]) => ({ partNumber, etag })),
      },
    }),
    'POST /api/aws/multipart/sign/{folder}': (call: RecordedCall) => {
      const { partNumbers } = call.body as { partNumbers: number[] };
      return {
        body: {
          urls: Object.fromEntries(partNumbers.map((n) => [String(n), `https://s3.local/mp/${n}?X-Amz-Expires=900`])),
          expiresIn: 900,
        },
      };
    },
    'PUT /api/aws/multipart/part/{folder}': (call: RecordedCall) => {
      const { partNumber, etag } = call.body as { partNumber: number; etag: string };
      recorded.set(partNumber, etag);
      return { body: { ok: true } };
    },
    'POST /api/aws/multipart/complete/{folder}': { body: { key: 'Big lecturevideo' } },
    'DELETE /api/aws/multipart/abort/{folder}': { body: { ok: true } },
  };
  return { routes, recorded, size, partCount };
}

async function openForm(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/admin/video-management', options);
  await screen.findByRole('form', { name: 'Upload a video' });
  return view;
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const progressText = () => document.querySelector('.upload-progress__text')?.textContent ?? '';

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  files: { video?: File; thumbnail?: File } = { video: mp4(), thumbnail: png() },
) {
  await user.selectOptions(screen.getByLabelText('Folder'), 'Theory');
  await user.selectOptions(screen.getByLabelText('Year'), '2026');
  await user.type(screen.getByLabelText('Title'), 'Lesson 1');
  await user.type(screen.getByLabelText('Caption'), 'Kinematics in one dimension');
  if (files.video) await user.upload(screen.getByLabelText('Video file (MP4)'), files.video);
  if (files.thumbnail) await user.upload(screen.getByLabelText('Thumbnail image'), files.thumbnail);
}

describe('admin video upload', { timeout: 20_000 }, () => {
  it('asks what the video mostly shows, slides unless the tutor picks Camera, and sends it on completion', async () => {
    const api = mediaApi();
    const xhr = mockXhr();
    const { user } = await openForm();
    const kind = screen.getByLabelText('What the video mostly shows');
    expect(kind).toHaveValue('slides');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Slides or whiteboard', 'Camera']);
    await user.selectOptions(kind, 'Camera');
    await fill(user);
    await user.click(uploadButton());
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => xhr.requests[0]!.respond(200, { ETag: '"v"' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    act(() => xhr.requests[1]!.respond(200));
    await expectToast('success', 'Both video and thumbnail uploaded successfully!');
    expect(api.callsTo('POST /api/aws/completeVideo/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      title: 'Lesson 1',
      sourceKind: 'camera',
    });
  });

  it('offers the five folders and the years 2025 to 2030 and all', async () => {
    mediaApi();
    await openForm();
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].filter((o) => !o.disabled).map((o) => o.value);
    expect(options('Folder')).toEqual(['free', 'Theory', 'Revision', 'Practical', 'Paper']);
    // Shown as names, capitalised like the others: the value 'free' is the server's folder key.
    const shown = [...(screen.getByLabelText('Folder') as HTMLSelectElement).options].filter((o) => !o.disabled);
    expect(shown.map((o) => o.textContent)).toEqual(['Free', 'Theory', 'Revision', 'Practical', 'Paper']);
    expect(options('Year')).toEqual(['2025', '2026', '2027', '2028', '2029', '2030', 'all']);
    expect(screen.getByLabelText('Video file (MP4)')).toHaveAttribute('accept', 'video/mp4');
    expect(screen.getByLabelText('Thumbnail image')).toHaveAttribute('accept', 'image/*');
  });

  it('keeps Upload disabled until folder, year, title, caption and a video are chosen (the thumbnail is not needed for that)', async () => {
    mediaApi();
    const { user } = await openForm();
    expect(uploadButton()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Folder'), 'Theory');
    await user.selectOptions(screen.getByLabelText('Year'), 'all');
    await user.type(screen.getByLabelText('Title'), 'Lesson 1');
    expect(uploadButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Caption'), 'Kinematics');
    expect(uploadButton()).toBeDisabled();
    await user.upload(screen.getByLabelText('Video file (MP4)'), mp4());
    expect(uploadButton()).toBeEnabled();

    // A title is a file name on the server: no "/".
    await user.type(screen.getByLabelText('Title'), '/2');
    expect(uploadButton()).toBeDisabled();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      expect.stringContaining('A title cannot contain "/", "\\" or "..".'),
    );
    await user.type(screen.getByLabelText('Title'), '{Backspace}{Backspace}');
    expect(uploadButton()).toBeEnabled();

    // A caption of spaces is no caption.
    await user.clear(screen.getByLabelText('Caption'));
    await user.type(screen.getByLabelText('Caption'), '   ');
    expect(uploadButton()).toBeDisabled();
  });

  it('after the upload, shows its streaming version Processing, then Ready as soon as the server says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: 'processing' | 'ready' = 'processing';
    const api = mediaApi(
      {},
      {
        'GET /api/videoMeta/getVideoByTitle/{title}': ({ params }) => ({
          body: videoMeta(params.title, { streamState: state }),
        }),
      },
    );
    mockXhr(s3Ok);
    const polls = () => api.callsTo('GET /api/videoMeta/getVideoByTitle/{title}');
    const { user } = await openForm({ advanceTimers: vi.advanceTimersByTime });
    await fill(user);
    await user.click(uploadButton());
    await expectToast('success', 'Both video and thumbnail uploaded successfully!');
    const line = await screen.findByText(/^Streaming version of "Lesson 1"/);
    expect(line).toHaveTextContent('Streaming version of "Lesson 1": Processing');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(1));
    expect(polls()[0]!.params).toEqual({ title: 'Lesson 1' });
    state = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(line).toHaveTextContent('Streaming version of "Lesson 1": Ready'));
    const settled = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls()).toHaveLength(settled);
  });

  it('says "Please select both video and thumbnail." when the thumbnail is missing, and sends nothing', async () => {
    const api = mediaApi();
    const xhr = mockXhr(s3Ok);
    const { user } = await openForm();
    await fill(user, { video: mp4() });
    await user.click(uploadButton());
    await expectToast('error', 'Please select both video and thumbnail.');
    expect(api.calls.filter((c) => c.path.startsWith('/api/aws/'))).toHaveLength(0);
    expect(xhr.requests).toHaveLength(0);
  });

  it('signs, sends the video with "Uploading: N%" and "Upload complete", then the thumbnail, then completes', async () => {
    const api = mediaApi();
    const xhr = mockXhr();
    const { user } = await openForm();
    const video = mp4();
    await fill(user, { video, thumbnail: png() });
    await user.click(uploadButton());

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(api.callsTo('PUT /api/aws/putVideo/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      filename: 'lesson1.mp4',
      alYear: '2026',
      contentType: 'video/mp4',
      title: 'Lesson 1',
      caption: 'Kinematics in one dimension',
      size: video.size,
    });
    expect(api.callsTo('PUT /api/aws/putVideo/{folder}', { folder: 'Theory' })[0]!.headers['X-XSRF-TOKEN']).toBe(
      'test-xsrf-token',
    );
    const videoPut = xhr.requests[0]!;
    expect(videoPut.url).toBe('https://s3.local/Theory/Lesson%201video?X-Amz-Expires=900');
    expect(videoPut.headers).toEqual({ 'Content-Type': 'video/mp4' });
    expect(videoPut.body).toBe(video);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();

    act(() => videoPut.progress(512));
    expect(progressText()).toBe('Uploading: 25%');
    expect(screen.getByRole('progressbar', { name: 'Video upload progress' })).toHaveAttribute(
      'aria-valuetext',
      'Uploading: 25%',
    );
    act(() => videoPut.progress(1536));
    expect(progressText()).toBe('Uploading: 75%');
    act(() => videoPut.respond(200, { ETag: '"v"' }));
    await waitFor(() => expect(progressText()).toBe('Upload complete'));

    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(api.callsTo('PUT /api/aws/putThumbnail/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      filename: 'cover.png',
      contentType: 'image/png',
      title: 'Lesson 1',
      size: 64,
    });
    const thumbPut = xhr.requests[1]!;
    expect(thumbPut.url).toBe('https://s3.local/Theory/Lesson%201image?X-Amz-Expires=900');
    expect(thumbPut.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(api.callsTo('POST /api/aws/completeVideo/{folder}', { folder: 'Theory' })).toHaveLength(0); // not before the thumbnail is stored
    act(() => thumbPut.respond(200));

    await expectToast('success', 'Both video and thumbnail uploaded successfully!');
    expect(api.callsTo('POST /api/aws/completeVideo/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      title: 'Lesson 1',
      sourceKind: 'slides',
    });
    // Ready for the next lecture of the series: same folder and year, the rest cleared.
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Caption')).toHaveValue('');
    expect(screen.getByLabelText('Folder')).toHaveValue('Theory');
    expect((screen.getByLabelText('Video file (MP4)') as HTMLInputElement).files).toHaveLength(0);
    // Focus moves in an effect after the form resets; a busy machine may not have run it yet.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  const fail: Reply = { status: 500, body: { message: 'Internal error' } };
  it.each([
    ['the video URL', { 'PUT /api/aws/putVideo/{folder}': fail }, null, 'Could not get signed URL for video.'],
    ['the video PUT', {}, 1, 'Video upload failed.'],
    [
      'the thumbnail URL',
      { 'PUT /api/aws/putThumbnail/{folder}': fail },
      null,
      'Could not get signed URL for thumbnail.',
    ],
    ['the thumbnail PUT', {}, 2, 'Thumbnail upload failed.'],
    [
      'completeVideo',
      {
        'POST /api/aws/completeVideo/{folder}': {
          status: 409,
          body: { message: 'The video or thumbnail has not finished uploading.' },
        },
      },
      null,
      'The video or thumbnail has not finished uploading.',
    ],
    [
      'a title already in use',
      {
        'PUT /api/aws/putVideo/{folder}': { status: 409, body: { message: 'A video with this title already exists.' } },
      },
      null,
      'Could not get signed URL for video. A video with this title already exists.',
    ],
  ] satisfies [string, Routes, number | null, string][])(
    'when %s fails it says so and lists nothing',
    async (_what, routes, failingPut, text) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const api = mediaApi(routes);
      let puts = 0;
      mockXhr((request: FakeXhr) => {
        puts += 1;
        if (puts === failingPut) request.respond(403);
        else s3Ok(request);
      });
      const { user } = await openForm();
      await fill(user);
      await user.click(uploadButton());
      await expectToast('error', text);
      if (!text.startsWith('The video or thumbnail'))
        expect(api.callsTo('POST /api/aws/completeVideo/{folder}', { folder: 'Theory' })).toHaveLength(0);
      // The form keeps what was typed, for another try.
      expect(screen.getByLabelText('Title')).toHaveValue('Lesson 1');
      await waitFor(() => expect(uploadButton()).toBeEnabled());
    },
  );

  it('resumes a large lecture: only the missing parts travel, four at a time, each reported; then thumbnail and complete', async () => {
    const server = multipartServer([1, 2]);
    const api = mediaApi(server.routes);
    const xhr = mockXhr(s3Ok);
    const { user } = await openForm();
    const big = mp4('big.mp4', server.size);
    await fill(user, { video: big, thumbnail: png() });
    await user.click(uploadButton());

    expect(await screen.findByText('Resuming: 2 of 5 parts already uploaded')).toBeInTheDocument();
    await expectToast('success', 'Both video and thumbnail uploaded successfully!');
    expect(api.callsTo('POST /api/aws/multipart/start/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      title: 'Lesson 1',
      filename: 'big.mp4',
      size: server.size,
      lastModified: 1_700_000_000_000,
      contentType: 'video/mp4',
      alYear: '2026',
      caption: 'Kinematics in one dimension',
    });
    expect(api.callsTo('PUT /api/aws/putVideo/{folder}', { folder: 'Theory' })).toHaveLength(0);
    const partPuts = xhr.requests.filter((r) => r.url.includes('/mp/'));
    expect(partPuts.map((r) => r.url.split('?')[0]).sort()).toEqual([
      'https://s3.local/mp/3',
      'https://s3.local/mp/4',
      'https://s3.local/mp/5',
    ]);
    expect(
      api
        .callsTo('POST /api/aws/multipart/sign/{folder}', { folder: 'Theory' })
        .flatMap((c) => (c.body as { partNumbers: number[] }).partNumbers)
        .sort(),
    ).toEqual([3, 4, 5]);
    expect(
      api
        .callsTo('PUT /api/aws/multipart/part/{folder}', { folder: 'Theory' })
        .map((c) => (c.body as { partNumber: number }).partNumber)
        .sort(),
    ).toEqual([3, 4, 5]);
    expect(api.callsTo('POST /api/aws/multipart/complete/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      uploadId: 'up-1',
      key: 'Big lecturevideo',
      parts: [1, 2, 3, 4, 5].map((n) => ({ partNumber: n, etag: `"etag-${n}"` })),
    });
    const order = api.calls.map((c) => c.path).filter((p) => /complete|putThumbnail/.test(p));
    expect(order).toEqual([
      '/api/aws/multipart/complete/Theory',
      '/api/aws/putThumbnail/Theory',
      '/api/aws/completeVideo/Theory',
    ]);
    expect(progressText()).toBe('Upload complete');
  });

  it('Cancel aborts a large upload: the parts in flight stop and the server drops the upload', async () => {
    const server = multipartServer();
    const api = mediaApi(server.routes);
    const xhr = mockXhr(); // parts stay in flight until the test answers
    const { user } = await openForm();
    await fill(user, { video: mp4('big.mp4', server.size), thumbnail: png() });
    await user.click(uploadButton());
    await waitFor(() => expect(xhr.requests).toHaveLength(4));
    act(() => xhr.requests[0]!.progress(PART / 2, PART));
    expect(progressText()).toBe(`Uploading: ${Math.floor((PART / 2 / server.size) * 100)}%`);

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await expectToast('success', 'Upload cancelled.');
    expect(xhr.requests.every((r) => r.aborted)).toBe(true);
    expect(api.callsTo('DELETE /api/aws/multipart/abort/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      uploadId: 'up-1',
      key: 'Big lecturevideo',
    });
    expect(api.callsTo('POST /api/aws/multipart/complete/{folder}', { folder: 'Theory' })).toHaveLength(0);
    expect(api.callsTo('PUT /api/aws/putThumbnail/{folder}', { folder: 'Theory' })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
    await waitFor(() => expect(uploadButton()).toHaveFocus());
  });

  it('redraws a thumbnail that is neither JPEG nor PNG as a JPEG before sending it', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4, height: 3, close: () => undefined }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => undefined,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback, type?: string) =>
      done(new Blob([new Uint8Array(20)], { type })),
    );
    const api = mediaApi();
    const xhr = mockXhr(s3Ok);
    const { user } = await openForm();
    await fill(user, { video: mp4(), thumbnail: new File([new Uint8Array(10)], 'cover.webp', { type: 'image/webp' }) });
    await user.click(uploadButton());
    await expectToast('success', 'Both video and thumbnail uploaded successfully!');
    expect(api.callsTo('PUT /api/aws/putThumbnail/{folder}', { folder: 'Theory' })[0]!.body).toEqual({
      filename: 'cover.jpg',
      contentType: 'image/jpeg',
      title: 'Lesson 1',
      size: 20,
    });
    expect(xhr.requests[1]!.headers).toEqual({ 'Content-Type': 'image/jpeg' });
  });

  it('says so when a thumbnail image cannot be read, and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('cannot decode')));
    const api = mediaApi();
    const xhr = mockXhr(s3Ok);
    const { user } = await openForm();
    await fill(user, { video: mp4(), thumbnail: new File([new Uint8Array(10)], 'cover.heic', { type: 'image/heic' }) });
    await user.click(uploadButton());
    await expectToast('error', 'This image could not be read. Choose a JPEG or PNG file.');
    expect(api.calls.filter((c) => c.path.startsWith('/api/aws/'))).toHaveLength(0);
    expect(xhr.requests).toHaveLength(0);
  });

  it('after a dropped connection and a reload, choosing the same file fills the form back in and resumes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = multipartServer();
    const api = mediaApi(server.routes);
    // The network drops while part 3 is on its way (every try of it fails).
    mockXhr((request) => (request.url.includes('/mp/3') ? request.failNetwork() : s3Ok(request)));
    const first = await openForm();
    const big = mp4('big.mp4', server.size);
    await fill(first.user, { video: big, thumbnail: png() });
    await first.user.click(uploadButton());
    await expectToast('error', 'Video upload failed.');
    expect([...server.recorded.keys()].sort()).toEqual([1, 2, 4, 5]);
    expect(api.callsTo('DELETE /api/aws/multipart/abort/{folder}', { folder: 'Theory' })).toHaveLength(0);
    first.unmount();

    // "Reload": a fresh app; the connection is back.
    const xhr = mockXhr(s3Ok);
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Video file (MP4)'), mp4('big.mp4', server.size));
    expect(
      screen.getByText('This file was being uploaded as "Lesson 1". Choose Upload to continue where it stopped.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Lesson 1');
    expect(screen.getByLabelText('Folder')).toHaveValue('Theory');
    await user.upload(screen.getByLabelText('Thumbnail image'), png());
    await user.click(uploadButton());
    expect(await screen.findByText('Resuming: 4 of 5 parts already uploaded')).toBeInTheDocument();
    await expectToast('success', 'Both video and thumbnail uploaded successfully!');
    expect(xhr.requests.filter((r) => r.url.includes('/mp/')).map((r) => r.url.split('?')[0])).toEqual([
      'https://s3.local/mp/3',
    ]);
    // Done: the next time this file is chosen, nothing is pre-filled.
    await user.upload(screen.getByLabelText('Video file (MP4)'), mp4('big.mp4', server.size));
    expect(screen.queryByText(/Choose Upload to continue/)).not.toBeInTheDocument();
  });
});
