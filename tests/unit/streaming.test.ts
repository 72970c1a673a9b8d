/**
 * The streaming pipeline's pure parts: the MediaConvert settings built from the ladder, the job
 * request a submission sends, the job event's reading, the master playlists, and the MP4 header
 * read that keeps the ladder from upscaling.
 */
import { describe, expect, it } from 'vitest';
import { parseJobEvent } from '../../functions/domain/streaming/job-event';
import {
  bandwidthsOf,
  dataSaverPlaylist,
  masterPlaylist,
  PEAK_HEADROOM,
} from '../../functions/domain/streaming/master-playlist';
import { heightFromMoov } from '../../functions/domain/streaming/source-height';
import { jobRequest } from '../../functions/domain/streaming/submit';
import { METADATA_VALUE, safeVideoKey, videoIdOf } from '../../functions/domain/videos/video-id';
import { bytesOf } from '../../functions/domain/streaming/complete';
import { codecsOf, hlsOutputGroup, qvbrLevel, renditionOutput } from '../../functions/domain/streaming/job-settings';
import {
  isDataSaver,
  LADDER,
  LADDERS,
  ladderFor,
  ladderTag,
  rungOf,
  SEGMENT_SECONDS,
  SOURCE_KINDS,
} from '../../functions/domain/streaming/ladder';

describe('job settings from the ladder', () => {
  it.each(SOURCE_KINDS)(
    'one output per %s rendition, named by its modifier, at its size, under its ceiling',
    (kind) => {
      const group = hlsOutputGroup(LADDERS[kind], 's3://streams/media/free/abc/');
      expect(group.OutputGroupSettings?.HlsGroupSettings?.Destination).toBe('s3://streams/media/free/abc/stream');
      expect(group.OutputGroupSettings?.HlsGroupSettings?.SegmentLength).toBe(SEGMENT_SECONDS);
      expect(group.Outputs?.map((output) => output.NameModifier)).toEqual(
        kind === 'slides' ? ['_540p', '_360p', '_720p'] : ['_240p', '_360p', '_720p'],
      );
      group.Outputs?.forEach((output, index) => {
        const rendition = LADDERS[kind][index]!;
        const h264 = output.VideoDescription?.CodecSettings?.H264Settings;
        expect(output.VideoDescription).toMatchObject({ Width: rendition.width, Height: rendition.height });
        expect(h264).toMatchObject({
          RateControlMode: 'QVBR',
          MaxBitrate: rendition.maxVideoBitrate,
          GopSize: rendition.gopSeconds,
          GopSizeUnits: 'SECONDS',
          GopClosedCadence: 1,
          SceneChangeDetect: 'DISABLED',
          FramerateControl: 'SPECIFIED',
          FramerateNumerator: rendition.maxFps,
          FramerateDenominator: 1,
          FramerateConversionAlgorithm: 'DUPLICATE_DROP',
        });
        const quality = qvbrLevel(rendition.crf);
        expect(h264?.QvbrSettings?.QvbrQualityLevel).toBe(quality.level);
        expect(h264?.QvbrSettings?.QvbrQualityLevelFineTune ?? 0).toBe(quality.fineTune);
        expect(output.AudioDescriptions?.[0]?.CodecSettings?.AacSettings).toMatchObject({
          CodingMode: 'CODING_MODE_1_0',
          Bitrate: rendition.audioBitrate,
        });
      });
    },
  );

  it('QVBR levels stay within 1–10, rise as CRF falls, and come in thirds', () => {
    expect(qvbrLevel(51)).toEqual({ level: 1, fineTune: 0 });
    expect(qvbrLevel(0)).toEqual({ level: 10, fineTune: 0 });
    const value = (crf: number) => qvbrLevel(crf).level + qvbrLevel(crf).fineTune;
    expect(value(20)).toBeGreaterThan(value(30));
    expect(qvbrLevel(27)).toEqual({ level: 7, fineTune: 0.66 });
    expect(qvbrLevel(25)).toEqual({ level: 8, fineTune: 0 });
  });

  it('every rung of every kind a distinct QVBR level: 360p and 720p no longer share one', () => {
    for (const kind of SOURCE_KINDS) {
      const levels = LADDERS[kind].map((rendition) => JSON.stringify(qvbrLevel(rendition.crf)));
      expect(new Set(levels).size, kind).toBe(levels.length);
    }
  });

  it('every keyframe on a shared segment boundary: GOPs are whole segments of whole frames', () => {
    for (const rendition of LADDER) {
      expect(rendition.gopSeconds % SEGMENT_SECONDS, rendition.name).toBe(0);
      expect(Number.isInteger(rendition.gopSeconds * rendition.maxFps), rendition.name).toBe(true);
    }
  });
});

describe('the ladder per kind of source', () => {
  const names = (height: number, kind?: 'slides' | 'camera') => ladderFor(height, kind).map((r) => r.name);

  it('slides: a 540p data saver at 5 fps with an 8 s keyframe interval, then 360p and 720p', () => {
    expect(names(720, 'slides')).toEqual(['540p', '360p', '720p']);
    expect(ladderFor(1080, 'slides')[0]).toMatchObject({ width: 960, height: 540, maxFps: 5, gopSeconds: 8 });
    expect(ladderFor(720, 'slides')[0]!.audioBitrate).toBe(32_000);
  });

  it('slides: 360p at 5 fps and the top quality level, keyframes on the other rungs’ 4 s boundaries', () => {
    const slides = ladderFor(720, 'slides').find((r) => r.name === '360p')!;
    const camera = ladderFor(720, 'camera').find((r) => r.name === '360p')!;
    expect(slides).toMatchObject({ width: 640, height: 360, maxFps: 5, gopSeconds: SEGMENT_SECONDS });
    expect(qvbrLevel(slides.crf)).toEqual({ level: 10, fineTune: 0 });
    const settings = renditionOutput(slides).VideoDescription?.CodecSettings?.H264Settings;
    expect(settings).toMatchObject({
      FramerateNumerator: 5,
      FramerateDenominator: 1,
      GopSize: 4,
      GopSizeUnits: 'SECONDS',
    });
    // The camera keeps its 360p: 25 fps at a lower level.
    expect(camera).toMatchObject({ width: 640, height: 360, maxFps: 25, gopSeconds: SEGMENT_SECONDS });
    expect(qvbrLevel(camera.crf).level).toBeLessThan(10);
    const { crf: _slides, maxFps: _slidesFps, ...slidesRest } = slides;
    const { crf: _camera, maxFps: _cameraFps, ...cameraRest } = camera;
    expect(slidesRest).toEqual(cameraRest);
  });

  it('a kind’s ladder moves its own stamp only: slides remade for their data saver’s keyframes, cameras left alone', () => {
    expect(ladderTag('slides')).toBe('4-slides');
    expect(ladderTag('camera')).toBe('2-camera');
  });

  it('each kind’s written rung is looked up in its own ladder', () => {
    expect(rungOf('360p', 'slides')?.maxFps).toBe(5);
    expect(rungOf('360p', 'camera')?.maxFps).toBe(25);
    // A slides source below 540p gets the camera's data saver.
    expect(rungOf('240p', 'slides')).toMatchObject({ height: 240, maxFps: 15 });
    expect(rungOf('540p', 'camera')).toBeUndefined();
  });

  it('camera: motion first, a 240p data saver at 15 fps', () => {
    expect(names(720, 'camera')).toEqual(['240p', '360p', '720p']);
    expect(ladderFor(720, 'camera')[0]).toMatchObject({ height: 240, maxFps: 15 });
  });

  it('slides is the default kind', () => {
    expect(names(720)).toEqual(names(720, 'slides'));
  });

  it('never upscales: slides below 540p fall back to the 240p data saver', () => {
    expect(names(480, 'slides')).toEqual(['240p', '360p']);
    expect(names(540, 'slides')).toEqual(['540p', '360p']);
    expect(names(0, 'slides')).toEqual(['240p']);
    expect(names(0, 'camera')).toEqual(['240p']);
  });

  it('every ladder has exactly one data saver', () => {
    for (const kind of SOURCE_KINDS) {
      for (const height of [0, 240, 360, 480, 540, 720, 1080]) {
        expect(
          ladderFor(height, kind).filter((r) => isDataSaver(r.name)),
          `${kind} ${height}`,
        ).toHaveLength(1);
      }
    }
  });
});

describe('the job request', () => {
  const request = (sourceHeight: number | null) =>
    jobRequest({
      job: { queue: 'q', role: 'arn:aws:iam::1:role/r' },
      sourceBucket: 'videos-free',
      sourceKey: safeVideoKey('Ohm’s Law #1'),
      streamsBucket: 'streams',
      sourceHeight,
      metadata: { folder: 'free', videoId: videoIdOf('Ohm’s Law #1'), streamId: 'id1' },
    });

  it('is fully specified: no job template, the MP4 from its folder bucket, output under media/<folder>/<id>/', () => {
    const built = request(720);
    expect(built).toMatchObject({ Queue: 'q', Role: 'arn:aws:iam::1:role/r' });
    expect(built).not.toHaveProperty('JobTemplate');
    expect(built.Settings?.Inputs?.[0]?.FileInput).toBe(`s3://videos-free/${safeVideoKey('Ohm’s Law #1')}`);
    expect(built.Settings?.Inputs?.[0]?.FileInput).toMatch(/^s3:\/\/videos-free\/ohm-s-law-1-[0-9a-f]{24}\.mp4$/);
    expect(built.Settings?.OutputGroups?.[0]?.OutputGroupSettings?.HlsGroupSettings?.Destination).toBe(
      's3://streams/media/free/id1/stream',
    );
    expect(built.Settings?.OutputGroups?.[0]?.Outputs?.length).toBeGreaterThan(0);
  });

  it('carries only ASCII ids in its user metadata, never the title', () => {
    const metadata = request(720).UserMetadata ?? {};
    expect(metadata).toEqual({ folder: 'free', videoId: videoIdOf('Ohm’s Law #1'), streamId: 'id1' });
    for (const value of Object.values(metadata)) expect(value).toMatch(METADATA_VALUE);
    expect(JSON.stringify(metadata)).not.toContain('Ohm');
  });

  it('never upscales: a 360p source gets 240p and 360p; an unreadable one the smallest', () => {
    const names = (height: number | null) =>
      request(height).Settings?.OutputGroups?.[0]?.Outputs?.map((output) => output.NameModifier);
    expect(names(1080)).toEqual(['_540p', '_360p', '_720p']);
    expect(names(360)).toEqual(['_240p', '_360p']);
    expect(names(null)).toEqual(['_240p']);
  });
});

const event = (detail: Record<string, unknown>) => ({
  source: 'aws.mediaconvert',
  'detail-type': 'MediaConvert Job State Change',
  detail: { jobId: 'j1', userMetadata: { folder: 'Theory', videoId: 'abc123', streamId: 's1' }, ...detail },
});

describe('job events', () => {
  it('COMPLETE: each output’s rendition name, size and duration', () => {
    const parsed = parseJobEvent(
      event({
        status: 'COMPLETE',
        outputGroupDetails: [
          {
            outputDetails: [
              {
                outputFilePaths: ['s3://streams/media/Theory/s1/stream_240p.m3u8'],
                durationInMs: 2533,
                videoDetails: { widthInPx: 426, heightInPx: 240 },
              },
            ],
          },
        ],
      }),
    );
    expect(parsed).toEqual({
      status: 'COMPLETE',
      jobId: 'j1',
      folder: 'Theory',
      video: { videoId: 'abc123' },
      streamId: 's1',
      outputs: [{ name: '240p', width: 426, height: 240, durationMs: 2533 }],
    });
  });

  it('a job submitted before video ids names its video by title', () => {
    expect(
      parseJobEvent(event({ status: 'ERROR', userMetadata: { folder: 'Theory', title: 'Gears', streamId: 's1' } })),
    ).toMatchObject({ status: 'ERROR', video: { title: 'Gears' } });
  });

  it('ERROR carries the code and message', () => {
    expect(parseJobEvent(event({ status: 'ERROR', errorCode: 1030, errorMessage: 'no input' }))).toMatchObject({
      status: 'ERROR',
      error: '1030: no input',
    });
  });

  it('other states, other sources and jobs without our metadata are not ours', () => {
    expect(parseJobEvent(event({ status: 'PROGRESSING' }))).toBeNull();
    expect(parseJobEvent({ ...event({ status: 'COMPLETE' }), source: 'aws.s3' })).toBeNull();
    expect(
      parseJobEvent(event({ status: 'ERROR', userMetadata: { folder: 'Nowhere', videoId: 'x', streamId: 's' } })),
    ).toBeNull();
    expect(parseJobEvent(event({ status: 'ERROR', userMetadata: {} }))).toBeNull();
    expect(parseJobEvent('nonsense')).toBeNull();
  });
});

describe('master playlists', () => {
  const written = [
    { name: '720p', width: 1280, height: 720, bytes: 900_000 },
    { name: '240p', width: 426, height: 240, bytes: 100_000 },
  ];

  it('lists renditions lowest first with bandwidths, resolution and codecs', () => {
    const text = masterPlaylist(written, 10, 'camera');
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      `#EXT-X-STREAM-INF:BANDWIDTH=120000,AVERAGE-BANDWIDTH=80000,RESOLUTION=426x240,CODECS="${codecsOf(LADDER[0]!)}",FRAME-RATE=15.000`,
      'stream_240p.m3u8',
      `#EXT-X-STREAM-INF:BANDWIDTH=1080000,AVERAGE-BANDWIDTH=720000,RESOLUTION=1280x720,CODECS="${codecsOf(LADDER.at(-1)!)}",FRAME-RATE=25.000`,
      'stream_720p.m3u8',
      '',
    ]);
  });

  it('describes each kind’s 360p as it was made: 5 fps for slides, 25 for a camera', () => {
    const rung = { name: '360p', width: 640, height: 360, bytes: 400_000 };
    const slides = masterPlaylist([rung], 10, 'slides');
    const camera = masterPlaylist([rung], 10, 'camera');
    expect(slides).toContain('FRAME-RATE=5.000');
    expect(camera).toContain('FRAME-RATE=25.000');
    // 320 kbit/s on average; the peak's headroom (480 kbit/s) capped at the rung's ceiling of
    // (380 + 48) kbit/s plus the container's share.
    for (const [kind, text] of [
      ['slides', slides],
      ['camera', camera],
    ] as const) {
      const { average, peak } = bandwidthsOf(rung, 10, rungOf('360p', kind));
      expect(average).toBe(320_000);
      expect(peak).toBeLessThan(average * PEAK_HEADROOM);
      expect(text).toContain(`BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},`);
    }
  });

  it('the peak has headroom over the average, capped by the encoder ceiling, never below the average', () => {
    const ladder = LADDER[0]!;
    expect(bandwidthsOf({ name: '240p', width: 426, height: 240, bytes: 1000 }, 1, ladder)).toEqual({
      average: 8000,
      peak: 8000 * PEAK_HEADROOM,
    });
    const ceiling = Math.ceil((ladder.maxVideoBitrate + ladder.audioBitrate) * 1.1);
    expect(bandwidthsOf({ name: '240p', width: 426, height: 240, bytes: 25_000 }, 1, ladder).peak).toBe(ceiling);
    expect(bandwidthsOf({ name: '240p', width: 426, height: 240, bytes: 30_000 }, 1, ladder).peak).toBe(240_000);
  });

  it('the data saver lists only 240p, and exists only when 240p does', () => {
    const saver = dataSaverPlaylist(written, 10, 'camera')!;
    expect(saver.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
    expect(saver).toContain('stream_240p.m3u8');
    expect(dataSaverPlaylist([written[0]!], 10, 'camera')).toBeNull();
  });

  it('a slides stream’s data saver lists exactly its 540p rung, at 5 fps', () => {
    const slides = [
      { name: '540p', width: 960, height: 540, bytes: 50_000 },
      { name: '360p', width: 640, height: 360, bytes: 200_000 },
      { name: '720p', width: 1280, height: 720, bytes: 900_000 },
    ];
    const saver = dataSaverPlaylist(slides, 10, 'slides')!;
    expect(saver.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
    expect(saver).toContain('RESOLUTION=960x540');
    expect(saver).toContain('FRAME-RATE=5.000');
    expect(saver).toContain('stream_540p.m3u8');
  });

  it('a rendition’s bytes are its playlist and its segments, not a longer name’s', () => {
    const sizes = new Map([
      ['stream_240p.m3u8', 100],
      ['stream_240p_00001.ts', 1000],
      ['stream_240p_00002.ts', 500],
      ['stream_2400p.m3u8', 7],
      ['master.m3u8', 50],
    ]);
    expect(bytesOf('240p', sizes)).toBe(1600);
  });
});

describe('the source height from an MP4 header', () => {
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(payload.length + 8);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const tkhd = (version: 0 | 1, width: number, height: number) => {
    const payload = Buffer.alloc(version === 1 ? 96 : 84);
    payload.writeUInt8(version, 0);
    const at = version === 1 ? 88 : 76;
    payload.writeUInt32BE(width * 65536, at);
    payload.writeUInt32BE(height * 65536, at + 4);
    return box('tkhd', payload);
  };

  it('takes the video track’s height (the audio track has none)', () => {
    const moov = Buffer.concat([
      box('mvhd', Buffer.alloc(100)),
      box('trak', tkhd(0, 0, 0)),
      box('trak', tkhd(0, 1280, 720)),
    ]);
    expect(heightFromMoov(moov)).toBe(720);
    expect(heightFromMoov(box('trak', tkhd(1, 640, 360)))).toBe(360);
  });

  it('answers null for anything else', () => {
    expect(heightFromMoov(Buffer.from('not an mp4 at all'))).toBeNull();
    expect(heightFromMoov(Buffer.alloc(0))).toBeNull();
  });
});
