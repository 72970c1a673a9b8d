/**
 * Playback: a lecture uploaded through the admin API and transcoded by the pipeline, watched in
 * Chromium on an emulated slow link (bench/playback-browser.ts): how long from the click that starts
 * the lecture to its first frame, how often it stalls in a minute of play, and which quality the
 * player's Auto climbs to on a faster mobile link.
 */
import { join } from 'node:path';
import { findFfmpeg, isBinary } from '../local/engines/ffmpeg';
import { launchChromium } from '../tests/support/chromium';
import { makeLectureClip } from './lecture-clip';
import { watch, type NetworkProfile, type Viewing } from './playback-browser';
import { uploadLecture } from './playback-upload';
import { median, table } from './stats';
import type { BenchSection } from './types';

const TITLE = 'Bench Playback Lecture';
/** A minute of play after the first frame, with room to spare in the clip. */
const WATCH_SECONDS = 60;
const CLIP_SECONDS = 80;
/** Extra first-frame samples on the slow link (each a fresh context, stopped after a few seconds). */
const EXTRA_STARTS = 2;

const SLOW: NetworkProfile = { label: '400 kbit/s, 300 ms RTT', kbitPerSecond: 400, rttMs: 300 };
const MOBILE: NetworkProfile = { label: '1.6 Mbit/s, 300 ms RTT', kbitPerSecond: 1600, rttMs: 300 };

const FIRST_FRAME_TARGET_MS = 4000;
/** The videos dashboard fetches the player's code once it is idle, so a start there is as quick as on a lecture page. */
const DASHBOARD_FIRST_FRAME_TARGET_MS = 2500;
const LEVEL_ORDER = ['240p', '360p', '720p'];
const LEVEL_TARGET = '360p';

const seconds = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
const levelsText = (viewing: Viewing): string =>
  viewing.levels.length === 0
    ? 'none reported'
    : viewing.levels.map(({ atMs, level }) => `${level} at ${seconds(atMs)}`).join(' → ');
const highest = (viewing: Viewing): string | null =>
  viewing.levels.reduce<string | null>(
    (best, { level }) => (best === null || LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(best) ? level : best),
    null,
  );

export const section: BenchSection = {
  id: 'playback',
  async run(ctx) {
    const ffmpeg = findFfmpeg();
    if (!isBinary(ffmpeg)) throw new Error(`The playback section needs ffmpeg: ${ffmpeg.reason}`);
    const clip = join(ctx.scratchDir, 'lecture.mp4');
    ctx.log(`making a ${CLIP_SECONDS} s lecture clip`);
    await makeLectureClip(clip, { seconds: CLIP_SECONDS });
    ctx.log('uploading it through the admin API and waiting for its streams');
    const uploadStarted = performance.now();
    await ctx.stack.seedStreams;
    await uploadLecture({
      baseUrl: ctx.baseUrl,
      admin: ctx.admin,
      ffmpeg: ffmpeg.path,
      clip,
      thumbnail: join(ctx.scratchDir, 'thumb.jpg'),
      folder: 'free',
      title: TITLE,
    });
    const readyAfter = (performance.now() - uploadStarted) / 1000;

    const browser = await launchChromium(ctx.chromiumPath);
    // The free lectures page: a lecture page, which fetches the video engine when it opens.
    const pageUrl = `${ctx.baseUrl}/freeVideos`;
    let slow: Viewing;
    const starts: Viewing[] = [];
    let mobile: Viewing;
    let dashboard: Viewing;
    try {
      ctx.log(`watching at ${SLOW.label}`);
      slow = await watch({ browser, pageUrl, title: TITLE, network: SLOW, watchSeconds: WATCH_SECONDS });
      for (let i = 0; i < EXTRA_STARTS; i += 1) {
        starts.push(await watch({ browser, pageUrl, title: TITLE, network: SLOW, watchSeconds: 3 }));
      }
      ctx.log(`watching at ${MOBILE.label}`);
      mobile = await watch({ browser, pageUrl, title: TITLE, network: MOBILE, watchSeconds: WATCH_SECONDS });
      ctx.log(`starting on /videos at ${SLOW.label}`);
      dashboard = await watch({
        browser,
        pageUrl: `${ctx.baseUrl}/videos`,
        title: TITLE,
        network: SLOW,
        watchSeconds: 3,
      });
    } finally {
      await browser.close();
    }

    const dashboardEngine = dashboard.requests.find((request) => /\/hls[^/]*\.js$/.test(request.path));
    const firstFrames = [slow, ...starts].map((viewing) => viewing.firstFrameMs);
    const firstFrame = median(firstFrames);
    const reached = highest(mobile);
    const row = (page: string, network: NetworkProfile, kind: string, viewing: Viewing, played: boolean) => [
      `\`${page}\``,
      network.label,
      kind,
      seconds(viewing.firstFrameMs),
      seconds(viewing.firstPlayingMs),
      played ? String(viewing.stalls) : '—',
      played ? seconds(viewing.stalledMs) : '—',
      played ? viewing.playedSeconds.toFixed(1) : '—',
      viewing.engine ?? '—',
      levelsText(viewing),
    ];
    const rows = [
      row('/freeVideos', SLOW, `play ${WATCH_SECONDS} s`, slow, true),
      ...starts.map((viewing, i) => row('/freeVideos', SLOW, `start only (${i + 2})`, viewing, false)),
      row('/freeVideos', MOBILE, `play ${WATCH_SECONDS} s`, mobile, true),
      row('/videos', SLOW, 'start only', dashboard, false),
    ];
    const markdown = [
      `A ${CLIP_SECONDS} s lecture clip (\`bench/lecture-clip.ts\`) uploaded as the admin does (putVideo and putThumbnail presigned PUTs, completeVideo) into the free videos; its streams were ready ${readyAfter.toFixed(0)} s after the upload started (the stack's MediaConvert twin). Each viewing is a fresh Chromium context (1280×800, empty cache, quality Auto) on the free lectures page \`/freeVideos\`, loaded at full speed (a lecture page fetches the video engine when it opens); then CDP's \`Network.emulateNetworkConditions\` throttles the page (the stated rate both ways, the RTT as added latency per request) and the lecture's card is clicked — the player autoplays the selection. Times are from that click: first frame = the first \`requestVideoFrameCallback\`, playing = the first \`playing\` event. Stalls are \`waiting\` events after the first \`playing\`, over ${WATCH_SECONDS} s of wall time.`,
      '',
      table(
        [
          'Page',
          'Network',
          'Viewing',
          'First frame',
          'Playing',
          'Stalls',
          'Stalled',
          'Media s played',
          'Engine',
          'Levels (data-level)',
        ],
        rows,
      ),
      '',
      `What the first frame waited for (the first viewing at ${SLOW.label}; every request the page started between the click and its first frame, ms after the click; bytes as transferred):`,
      '',
      table(
        ['Request', 'Start', 'End', 'Bytes'],
        slow.requests.map((request) => [
          `\`${request.path.replace(/^\/media\/free\/[^/]+\//, '…/')}\``,
          request.startMs.toFixed(0),
          request.endMs.toFixed(0),
          String(request.bytes),
        ]),
      ),
      '',
      dashboardEngine
        ? `The last row starts the same lecture from the videos dashboard \`/videos\` (it lists the free videos and plays them in the same player): that page does not fetch the video engine when it opens, so after the click the first frame waited for hls.js too (${dashboardEngine.bytes.toLocaleString('en')} bytes, done ${seconds(dashboardEngine.endMs)} after the click) — ${seconds(dashboard.firstFrameMs)} to the first frame against ${seconds(firstFrame)} on the lecture page.`
        : `The last row starts the same lecture from the videos dashboard \`/videos\`; the video engine was already loaded there when the card was clicked.`,
      '',
      `Median first frame at ${SLOW.label} over ${firstFrames.length} starts: ${seconds(firstFrame)}. Quality select at the end of the ${MOBILE.label} viewing: ${mobile.quality ?? 'not found'}.`,
    ].join('\n');
    return {
      title: 'Playback',
      markdown,
      targets: [
        {
          name: `first frame at ${SLOW.label} (median of ${firstFrames.length})`,
          target: `≤ ${FIRST_FRAME_TARGET_MS / 1000} s`,
          measured: seconds(firstFrame),
          met: firstFrame <= FIRST_FRAME_TARGET_MS,
        },
        {
          name: `first frame on \`/videos\` at ${SLOW.label}, the page idle before the click`,
          target: `≤ ${DASHBOARD_FIRST_FRAME_TARGET_MS / 1000} s`,
          measured: seconds(dashboard.firstFrameMs),
          met: dashboard.firstFrameMs <= DASHBOARD_FIRST_FRAME_TARGET_MS,
        },
        {
          name: `stalls in ${WATCH_SECONDS} s of play at ${SLOW.label}`,
          target: '0',
          measured: `${slow.stalls} (${seconds(slow.stalledMs)})`,
          met: slow.stalls === 0,
        },
        {
          name: `level Auto reaches at ${MOBILE.label}`,
          target: `≥ ${LEVEL_TARGET}`,
          measured: reached ?? 'none reported',
          met: reached !== null && LEVEL_ORDER.indexOf(reached) >= LEVEL_ORDER.indexOf(LEVEL_TARGET),
        },
      ],
    };
  },
};
