/**
 * Settings against fakes of the contract's list and delete endpoints: tabs (keyboard too), PDF
 * and video deletes (confirm, server delete, its presigned DELETE, reload), exam delete with
 * its confirmation question, and slide upload as multipart with its success and failure texts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ExamView, StreamState, TuteItem, VideoItem } from '../../functions/shared/schemas';
import { admin, mockApi, onlyFor, type Reply, type Routes } from './helpers/api';
import { exam, tuteItem, videoItem, videoMeta } from './helpers/content';
import { pathOf, renderApp } from './helpers/render';
import { expectToast } from './helpers/toast';

interface Stores {
  tutes?: Record<string, TuteItem[]>;
  videos?: Record<string, VideoItem[]>;
  exams?: ExamView[];
  slides?: Array<{ id: string; caption: string; url: string }>;
}

/** A server holding lists; deletes remove from them. Extra routes override. */
function settingsServer(stores: Stores, overrides: Routes = {}) {
  const tutes = stores.tutes ?? {};
  const videos = stores.videos ?? {};
  let exams = stores.exams ?? [];
  let slides = stores.slides ?? [];
  for (const category of ['PastPaperMarking', 'RevisionTute', 'SampathBook']) tutes[category] ??= [];
  for (const folder of ['free', 'Theory', 'Revision', 'Practical', 'Paper']) videos[folder] ??= [];
  const routes: Routes = {
    'GET /api/user/check-auth': admin(),
    'GET /api/user/check-admin': { body: { isAdmin: true } },
    'GET /api/exam/all': () => ({ body: exams }),
    'GET /api/slides': () => ({ body: { slides } }),
    'GET /api/aws/getPastPaperMarking/{category}': ({ params }) =>
      tutes[params.category] ? { body: { list: tutes[params.category], nextCursor: null } } : notFound,
    'DELETE /api/aws/deleteFile/{folder}': ({ params: { folder }, body }) => {
      if (!tutes[folder]) return notFound;
      const { fileName } = body as { fileName: string };
      tutes[folder] = tutes[folder].filter((p) => `${p.name}.pdf` !== fileName);
      return { body: { signedUrl: `https://s3.local/${folder}/${encodeURIComponent(fileName)}?X-Amz-Expires=900` } };
    },
    'GET /api/aws/getVideos/{folder}': ({ params }) =>
      videos[params.folder] ? { body: { list: videos[params.folder], nextCursor: null } } : notFound,
    'DELETE /api/aws/deleteVideo/{folder}': ({ params: { folder }, body }) => {
      if (!videos[folder]) return notFound;
      const { fileName } = body as { fileName: string };
      videos[folder] = videos[folder].filter((v) => v.title !== fileName);
      return {
        body: { signedUrl: `https://s3.local/${folder}/${encodeURIComponent(fileName)}video?X-Amz-Expires=900` },
      };
    },
    'DELETE /api/exam/deleteByTitle/{title}': ({ params }) => {
      if (!exams.some((x) => x.title === params.title)) return notFound;
      exams = exams.filter((x) => x.title !== params.title);
      return { body: { message: 'Exam deleted' } };
    },
    'DELETE /api/slides/{id}': ({ params }) => {
      if (!slides.some((x) => x.id === params.id)) return notFound;
      slides = slides.filter((x) => x.id !== params.id);
      return { body: { message: 'Slide deleted' } };
    },
    'POST /api/slides': () => {
      const slide = { id: `s${slides.length + 10}`, caption: 'New slide', url: 'https://s3.local/slides/new' };
      slides = [slide, ...slides];
      return { status: 201, body: { slide } };
    },
  };
  return mockApi({ ...routes, ...overrides });
}

/** What the mock answers for a path it holds no route for. */
const notFound: Reply = { status: 404, body: { message: 'Not found' } };

const item = (name: string) => screen.getByText(name).closest('li')!;

describe('admin settings', { timeout: 20_000 }, () => {
  it('has PDFs, Videos, Exams and Slides tabs that arrow keys move between, kept in the address', async () => {
    settingsServer({ tutes: { PastPaperMarking: [tuteItem('2023 Paper I')] } });
    const { user, router } = renderApp('/admin/settings');
    const tablist = await screen.findByRole('tablist', { name: 'Settings sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['PDFs', 'Videos', 'Exams', 'Slides']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'PDFs' })).toBeInTheDocument();
    expect(await screen.findByText('2023 Paper I')).toBeInTheDocument();

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Videos' })).toHaveFocus();
    expect(within(tablist).getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=videos');
    await user.keyboard('{End}');
    expect(within(tablist).getByRole('tab', { name: 'Slides' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'PDFs' })).toHaveFocus();
    expect(pathOf(router)).toBe('/admin/settings');
  });

  it('deletes a PDF after confirmation: server delete, then its signed DELETE, then the list reloads', async () => {
    const api = settingsServer({
      tutes: { RevisionTute: [tuteItem('Unit 1 tute', { year: '2024' }), tuteItem('Unit 2 tute')] },
    });
    const { user } = renderApp('/admin/settings');
    await user.selectOptions(await screen.findByLabelText('Category'), 'RevisionTute');
    const row = await waitFor(() => item('Unit 1 tute'));
    expect(within(row).getByText(/Year 2024/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete Unit 1 tute' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "Unit 1 tute"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(item('Unit 1 tute')).getByRole('button', { name: 'Delete Unit 1 tute' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('success', '"Unit 1 tute" deleted');
    // The list reloads through a loading state: wait for it to come back without the deleted PDF.
    await waitFor(() => {
      expect(screen.getByText('Unit 2 tute')).toBeInTheDocument();
      expect(screen.queryByText('Unit 1 tute')).not.toBeInTheDocument();
    });

    const deletes = api.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.path)).toEqual([
      '/api/aws/deleteFile/RevisionTute',
      '/RevisionTute/Unit%201%20tute.pdf',
    ]);
    expect(deletes[0]!.body).toEqual({ fileName: 'Unit 1 tute.pdf' });
    expect(deletes[0]!.headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    // The presigned DELETE goes straight to storage: no cookies, no anti-forgery header.
    const signedCall = api.fetchMock.mock.calls.find(([url]) => String(url).startsWith('https://s3.local/'))!;
    expect(signedCall[1]).toMatchObject({ method: 'DELETE', credentials: 'omit' });
    expect(deletes[1]!.headers['X-XSRF-TOKEN']).toBeUndefined();
    // Read again from the server after the delete.
    expect(api.callsTo('GET /api/aws/getPastPaperMarking/{category}', { category: 'RevisionTute' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'PDFs in RevisionTute' })).toHaveFocus();
  });

  it('deletes a video by title (the signed DELETE failing does not matter: the server already deleted it)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = settingsServer({
      videos: { Practical: [videoItem('Lathe basics', { year: '2026' }), videoItem('Welding')] },
    });
    const { user } = renderApp('/admin/settings?tab=videos');
    await user.selectOptions(await screen.findByLabelText('Folder'), 'Practical');
    const row = await waitFor(() => item('Lathe basics'));
    await user.click(within(row).getByRole('button', { name: 'Delete Lathe basics' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete "Lathe basics"?',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('success', '"Lathe basics" deleted');
    await waitFor(() => expect(screen.queryByText('Lathe basics')).not.toBeInTheDocument());
    const deletes = api.calls.filter((c) => c.method === 'DELETE');
    expect(deletes[0]).toMatchObject({ path: '/api/aws/deleteVideo/Practical', body: { fileName: 'Lathe basics' } });
    expect(deletes[1]!.path).toBe('/Practical/Lathe%20basicsvideo'); // answered 404 by the fake: ignored
  });

  it('shows each video’s streaming state, retries a failed one, and makes the folder’s missing versions', async () => {
    const videos = {
      Theory: [
        videoItem('Ready one', { streamState: 'ready', stream: '/media/Theory/a/master.m3u8' }),
        videoItem('Busy one', { streamState: 'processing' }),
        videoItem('Broken one', { streamState: 'failed' }),
        videoItem('Old one', { streamState: 'none' }),
      ],
    };
    const api = settingsServer(
      { videos },
      {
        'POST /api/aws/retryStream/{folder}': ({ params, body }) => {
          const { title } = body as { title: string };
          const video = videos.Theory.find((v) => v.title === title);
          if (params.folder !== 'Theory' || !video) return notFound;
          video.streamState = 'processing';
          return { status: 202, body: { title, streamState: 'processing' } };
        },
        'POST /api/aws/makeStreams/{folder}': () => ({ status: 202, body: { queued: 1 } }),
      },
    );
    const { user } = renderApp('/admin/settings?tab=videos');
    await user.selectOptions(await screen.findByLabelText('Folder'), 'Theory');
    await waitFor(() => item('Ready one'));
    expect(within(item('Ready one')).getByText('Ready')).toBeInTheDocument();
    expect(within(item('Busy one')).getByText('Processing')).toBeInTheDocument();
    expect(within(item('Broken one')).getByText('Failed')).toBeInTheDocument();
    expect(within(item('Old one')).getByText('MP4 only')).toBeInTheDocument();
    // Retry only where the streaming version failed.
    expect(screen.getAllByRole('button', { name: /^Retry the streaming version/ })).toHaveLength(1);

    await user.click(
      within(item('Broken one')).getByRole('button', { name: 'Retry the streaming version of Broken one' }),
    );
    await expectToast('success', 'Making the streaming version of "Broken one" again');
    await waitFor(() => expect(within(item('Broken one')).getByText('Processing')).toBeInTheDocument());
    expect(screen.queryAllByRole('button', { name: /^Retry the streaming version/ })).toHaveLength(0);
    expect(api.calls.find((c) => c.path === '/api/aws/retryStream/Theory')).toMatchObject({
      method: 'POST',
      body: { title: 'Broken one' },
    });

    await user.click(screen.getByRole('button', { name: 'Make streaming versions' }));
    await expectToast('success', 'Queued 1 streaming version; they are made in the background');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/aws/makeStreams/Theory')).toBe(true);
  });

  it('shows what each video mostly shows and an outdated ladder; changing the kind remakes it', async () => {
    const videos = {
      Theory: [
        videoItem('Slides one', { streamState: 'ready', sourceKind: 'slides', stream: '/media/Theory/a/master.m3u8' }),
        videoItem('Older one', { streamState: 'ready', streamOutdated: true, stream: '/media/Theory/b/master.m3u8' }),
      ],
    };
    const api = settingsServer(
      { videos },
      {
        'POST /api/aws/retryStream/{folder}': ({ body }) => {
          const { title, sourceKind } = body as { title: string; sourceKind?: 'slides' | 'camera' };
          const video = videos.Theory.find((v) => v.title === title)!;
          Object.assign(video, { streamState: 'processing', sourceKind });
          return { status: 202, body: { title, streamState: 'processing' } };
        },
      },
    );
    const { user } = renderApp('/admin/settings?tab=videos');
    await user.selectOptions(await screen.findByLabelText('Folder'), 'Theory');
    await waitFor(() => item('Slides one'));
    expect(screen.getByText('Also remakes the versions made with an older ladder or for another kind of video.'));
    expect(within(item('Older one')).getByText(/made with an older ladder/)).toBeInTheDocument();
    expect(within(item('Slides one')).queryByText(/made with an older ladder/)).not.toBeInTheDocument();
    const kind = within(item('Slides one')).getByRole('combobox', { name: 'What "Slides one" mostly shows' });
    expect(kind).toHaveValue('slides');
    await user.selectOptions(kind, 'Camera');
    await expectToast('success', 'Remaking the streaming version of "Slides one" for what it shows');
    expect(api.calls.find((c) => c.path === '/api/aws/retryStream/Theory')).toMatchObject({
      body: { title: 'Slides one', sourceKind: 'camera' },
    });
    await waitFor(() => expect(within(item('Slides one')).getByText('Processing')).toBeInTheDocument());
  });

  it('a processing video turns Ready without a reload: polled with back-off, only while processing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let busyState: StreamState = 'processing';
    const api = settingsServer(
      {
        videos: {
          Theory: [
            videoItem('Busy one', { streamState: 'processing' }),
            videoItem('Ready one', { streamState: 'ready', stream: '/media/Theory/a/master.m3u8' }),
          ],
        },
      },
      {
        'GET /api/videoMeta/getVideoByTitle/{title}': ({ params }) => ({
          body: videoMeta(params.title, { streamState: params.title === 'Busy one' ? busyState : 'ready' }),
        }),
      },
    );
    const polls = () => api.callsTo('GET /api/videoMeta/getVideoByTitle/{title}');
    const { user } = renderApp('/admin/settings?tab=videos', { advanceTimers: vi.advanceTimersByTime });
    await user.selectOptions(await screen.findByLabelText('Folder'), 'Theory');
    await waitFor(() => expect(within(item('Busy one')).getByText('Processing')).toBeInTheDocument());
    const listReads = api.callsTo('GET /api/aws/getVideos/{folder}', { folder: 'Theory' }).length;

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(polls().length).toBeGreaterThanOrEqual(1);
    // Only the processing video is asked about.
    expect(polls().every((call) => call.params.title === 'Busy one')).toBe(true);
    // 3 + 5 + 8 seconds of waiting: three looks at most, not one a second.
    await act(() => vi.advanceTimersByTimeAsync(13_000));
    expect(polls().length).toBeLessThanOrEqual(3);
    expect(within(item('Busy one')).getByText('Processing')).toBeInTheDocument();

    busyState = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(within(item('Busy one')).getByText('Ready')).toBeInTheDocument());
    const settled = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls()).toHaveLength(settled);
    // Live in place: the list itself was not read again.
    expect(api.callsTo('GET /api/aws/getVideos/{folder}', { folder: 'Theory' })).toHaveLength(listReads);
  });

  it('Make streaming versions answers at once; the counts follow the queued videos until none is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const videos = {
      Theory: [
        videoItem('First', { streamState: 'none' }),
        videoItem('Second', { streamState: 'none' }),
        videoItem('Done', { streamState: 'ready', stream: '/media/Theory/a/master.m3u8' }),
      ],
    };
    const server: Record<string, StreamState> = { First: 'queued', Second: 'queued', Done: 'ready' };
    const api = settingsServer(
      { videos },
      {
        'POST /api/aws/makeStreams/{folder}': () => {
          for (const video of videos.Theory) if (video.streamState === 'none') video.streamState = 'queued';
          return { status: 202, body: { queued: 2 } };
        },
        'GET /api/videoMeta/getVideoByTitle/{title}': ({ params }) => ({
          body: videoMeta(params.title, { streamState: server[params.title] ?? 'none' }),
        }),
      },
    );
    const polls = () => api.callsTo('GET /api/videoMeta/getVideoByTitle/{title}');
    const { user } = renderApp('/admin/settings?tab=videos', { advanceTimers: vi.advanceTimersByTime });
    await user.selectOptions(await screen.findByLabelText('Folder'), 'Theory');
    // Asked afresh each time: the list's reload after the press renders it anew.
    const progress = () => screen.getByRole('group', { name: 'Streaming versions of the listed videos' });
    await waitFor(() => progress());
    expect(
      within(progress())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Queued: 0', 'Processing: 0', 'Ready: 1', 'Failed: 0']);
    expect(within(progress()).queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make streaming versions' }));
    await expectToast('success', 'Queued 2 streaming versions; they are made in the background');
    await waitFor(() => expect(within(progress()).getByText('Queued: 2')).toBeInTheDocument());
    expect(within(item('First')).getByText('Queued')).toBeInTheDocument();
    expect(within(progress()).getByRole('status')).toHaveTextContent('Updates by itself until every one is made.');

    server.First = 'processing';
    server.Second = 'failed';
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(within(progress()).getByText('Processing: 1')).toBeInTheDocument());
    expect(within(progress()).getByText('Failed: 1')).toBeInTheDocument();
    expect(within(progress()).getByText('Queued: 0')).toBeInTheDocument();

    server.First = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(within(progress()).getByText('Ready: 2')).toBeInTheDocument());
    expect(within(progress()).queryByRole('status')).not.toBeInTheDocument();
    // Nothing pending: no more looks.
    const settled = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls()).toHaveLength(settled);
  });

  it('stops asking once the screen is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = settingsServer(
      { videos: { Theory: [videoItem('Busy one', { streamState: 'processing' })] } },
      {
        'GET /api/videoMeta/getVideoByTitle/{title}': ({ params }) => ({
          body: videoMeta(params.title, { streamState: 'processing' }),
        }),
      },
    );
    const polls = () => api.callsTo('GET /api/videoMeta/getVideoByTitle/{title}');
    const { user, unmount } = renderApp('/admin/settings?tab=videos', { advanceTimers: vi.advanceTimersByTime });
    await user.selectOptions(await screen.findByLabelText('Folder'), 'Theory');
    await waitFor(() => expect(within(item('Busy one')).getByText('Processing')).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(polls().length).toBeGreaterThanOrEqual(1));
    unmount();
    const before = polls().length;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(polls()).toHaveLength(before);
  });

  it('says so when a delete fails, and keeps the item', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settingsServer(
      { videos: { free: [videoItem('Intro')] } },
      {
        'DELETE /api/aws/deleteVideo/{folder}': onlyFor(
          { folder: 'free' },
          { status: 500, body: { message: 'Internal error' } },
        ),
      },
    );
    const { user } = renderApp('/admin/settings?tab=videos');
    const row = await waitFor(() => item('Intro'));
    await user.click(within(row).getByRole('button', { name: 'Delete Intro' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('error', 'Could not delete "Intro". Please try again.');
    expect(screen.getByText('Intro')).toBeInTheDocument();
  });

  it('deletes an exam after \'Are you sure you want to delete "{title}"?\' (title URL-encoded)', async () => {
    const api = settingsServer({
      exams: [exam('Unit 3 / Mechanics?'), exam('Model paper', { year: '2025', duration: 120 })],
    });
    const { user } = renderApp('/admin/settings?tab=exams');
    const row = await waitFor(() => item('Unit 3 / Mechanics?'));
    expect(within(item('Model paper')).getByText('A/L 2025 · 120 minutes')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete Unit 3 / Mechanics?' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete "Unit 3 / Mechanics?"?',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Unit 3 / Mechanics?')).not.toBeInTheDocument());
    const call = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(call[0])).toBe('/api/exam/deleteByTitle/Unit%203%20%2F%20Mechanics%3F');
  });

  it('logs a failed exam delete and tells the tutor too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settingsServer(
      { exams: [exam('Model paper')] },
      { 'DELETE /api/exam/deleteByTitle/{title}': onlyFor({ title: 'Model paper' }, { status: 500 }) },
    );
    const { user } = renderApp('/admin/settings?tab=exams');
    await user.click(
      within(await waitFor(() => item('Model paper'))).getByRole('button', { name: 'Delete Model paper' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('error', 'Failed to delete exam.');
    expect(logged).toHaveBeenCalled();
    expect(screen.getByText('Model paper')).toBeInTheDocument();
  });

  it('uploads a slide as multipart with caption and image: "Slide uploaded successfully!", then it is listed', async () => {
    const api = settingsServer({
      slides: [{ id: 's1', caption: 'Exam week timetable', url: 'https://s3.local/slides/s1' }],
    });
    const { user } = renderApp('/admin/settings?tab=slides');
    expect(await screen.findByText('Exam week timetable')).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload slide' });
    expect(upload).toBeDisabled();
    await user.type(screen.getByLabelText('Caption'), 'New slide');
    expect(upload).toBeDisabled(); // An image too
    const image = new File([new Uint8Array(300)], 'slide.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Image'), image);
    expect(upload).toBeEnabled();
    await user.click(upload);
    await expectToast('success', 'Slide uploaded successfully!');

    const [, init] = api.fetchMock.mock.calls.find(
      ([url, i]) => String(url) === '/api/slides' && i?.method === 'POST',
    )!;
    const form = init!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('caption')).toBe('New slide');
    expect((form.get('image') as File).name).toBe('slide.jpg');
    const headers = init!.headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('test-xsrf-token');
    expect(headers['Content-Type']).toBeUndefined(); // the browser adds multipart/form-data with its boundary
    expect(await screen.findByText('New slide', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Caption')).toHaveValue('');
  });

  it('says "Slide upload failed" when the server refuses, and refuses an image over 2 MB before sending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settingsServer({}, { 'POST /api/slides': { status: 500, body: { message: 'Internal error' } } });
    const { user } = renderApp('/admin/settings?tab=slides');
    await screen.findByText('No slides yet. The home page shows its usual sections until you add one.');
    await user.type(screen.getByLabelText('Caption'), 'Results day');
    const big = new File([new Uint8Array(10)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Image'), big);
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining('Slide images can be at most 2 MB.'),
    );
    expect(screen.getByRole('button', { name: 'Upload slide' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Image'), new File([new Uint8Array(10)], 'ok.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload slide' }));
    await expectToast('error', 'Slide upload failed');
  });

  it('deletes a slide after confirmation', async () => {
    const api = settingsServer({
      slides: [{ id: 's1', caption: 'Exam week timetable', url: 'https://s3.local/slides/s1' }],
    });
    const { user } = renderApp('/admin/settings?tab=slides');
    const row = await waitFor(() => item('Exam week timetable'));
    await user.click(within(row).getByRole('button', { name: 'Delete Exam week timetable' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete "Exam week timetable"?',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No slides yet. The home page shows its usual sections until you add one.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/slides/{id}', { id: 's1' })).toHaveLength(1);
  });
});
