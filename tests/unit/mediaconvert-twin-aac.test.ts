/**
 * The MediaConvert twin refuses the AAC settings MediaConvert refuses, and the ladder's own jobs are
 * not among them: every rung's job, as submit.ts builds it, is read by the twin without a refusal,
 * and encoded at the rung's frame rate with its keyframes where MediaConvert would put them.
 */
import { describe, expect, it } from 'vitest';
import { jobRequest } from '../../functions/domain/streaming/submit';
import { SOURCE_KINDS } from '../../functions/domain/streaming/ladder';
import { safeVideoKey, videoIdOf } from '../../functions/domain/videos/video-id';
import { aacRefusal } from '../../local/twins/aac-settings';
import { JobRefused, readJobRequest, type TwinAccount } from '../../local/twins/mediaconvert-job';
import { ffmpegArgs } from '../../local/twins/mediaconvert-transcode';

const ACCOUNT: TwinAccount = {
  region: 'ap-south-1',
  accountId: '000000000000',
  queue: 'Default',
  role: 'arn:aws:iam::000000000000:role/transcode',
};

/** The REST-JSON body the SDK sends: member names with a lower-case first letter. */
function wire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wire);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [key.charAt(0).toLowerCase() + key.slice(1), wire(member)]),
  );
}

const request = (kind: (typeof SOURCE_KINDS)[number]) =>
  jobRequest({
    job: { queue: ACCOUNT.queue, role: ACCOUNT.role },
    sourceBucket: 'free',
    sourceKey: safeVideoKey('Lecture'),
    streamsBucket: 'streams',
    sourceHeight: 1080,
    sourceKind: kind,
    metadata: { folder: 'free', videoId: videoIdOf('Lecture'), streamId: 'abc' },
  });

describe('the twin and MediaConvert’s AAC table', () => {
  it.each(SOURCE_KINDS)('takes every rung of the %s ladder’s job', (kind) => {
    const { spec } = readJobRequest(wire(request(kind)), ACCOUNT);
    expect(spec.outputs.length).toBeGreaterThan(0);
  });

  it('encodes each kind’s 360p at its own frame rate, keyframes every 4 s either way', () => {
    const encoding = (kind: (typeof SOURCE_KINDS)[number]) => {
      const { spec } = readJobRequest(wire(request(kind)), ACCOUNT);
      const output = spec.outputs.find((candidate) => candidate.nameModifier === '_360p')!;
      const args = ffmpegArgs(spec, output, '/tmp/in.mp4', '/tmp/out');
      const after = (flag: string) => args[args.indexOf(flag) + 1];
      return { filter: after('-vf'), gop: Number(after('-g')), keyintMin: Number(after('-keyint_min')) };
    };
    // 20 frames at 5 fps and 100 at 25 fps: the same 4 s instants.
    expect(encoding('slides')).toEqual({ filter: 'scale=640:360,fps=5', gop: 20, keyintMin: 20 });
    expect(encoding('camera')).toEqual({ filter: 'scale=640:360,fps=25', gop: 100, keyintMin: 100 });
  });

  it('refuses AAC-LC mono below 56 kbit/s at 44.1 kHz, as MediaConvert does', () => {
    const body = wire(request('slides')) as {
      settings: { outputGroups: { outputs: { audioDescriptions: { codecSettings: { aacSettings: object } }[] }[] }[] };
    };
    const aac = body.settings.outputGroups[0]!.outputs[0]!.audioDescriptions[0]!.codecSettings;
    aac.aacSettings = { ...aac.aacSettings, sampleRate: 44_100, bitrate: 32_000 };
    expect(() => readJobRequest(body, ACCOUNT)).toThrow(JobRefused);
    expect(() => readJobRequest(body, ACCOUNT)).toThrow(/44100 Hz takes a bitrate of 56000/);
  });

  it('reads the table by sample rate and leaves other profiles alone', () => {
    const mono = { profile: 'LC', codingMode: 'CODING_MODE_1_0' };
    expect(aacRefusal({ ...mono, sampleRate: 32_000, bitrate: 32_000 })).toBeNull();
    expect(aacRefusal({ ...mono, sampleRate: 32_000, bitrate: 64_000 })).toBeNull();
    expect(aacRefusal({ ...mono, sampleRate: 48_000, bitrate: 48_000 })).toMatch(/not 48000/);
    expect(aacRefusal({ ...mono, sampleRate: 11_025, bitrate: 8_000 })).toMatch(/sampleRate 11025/);
    expect(
      aacRefusal({ profile: undefined, codingMode: 'CODING_MODE_1_0', sampleRate: 44_100, bitrate: 32_000 }),
    ).not.toBeNull();
    expect(
      aacRefusal({ profile: 'HEV1', codingMode: 'CODING_MODE_1_0', sampleRate: 44_100, bitrate: 24_000 }),
    ).toBeNull();
  });
});
