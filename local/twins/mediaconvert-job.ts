/**
 * The local MediaConvert twin's reading of a CreateJob request body (REST-JSON, lower camel case as
 * the SDK sends it): what MediaConvert would refuse is refused here with its error name, and what it
 * accepts becomes the ffmpeg plan of mediaconvert-transcode.ts.
 */
import { crfForQvbr } from '../../functions/domain/streaming/job-settings';
import { isSafeSourceKey, METADATA_VALUE } from '../../functions/domain/videos/video-id';
import { aacRefusal } from './aac-settings';
import type { TwinJobSpec, TwinOutput } from './mediaconvert-transcode';

export class JobRefused extends Error {
  constructor(
    readonly status: number,
    readonly errorType: 'BadRequestException' | 'NotFoundException' | 'ForbiddenException',
    message: string,
  ) {
    super(message);
  }
}

export interface TwinAccount {
  region: string;
  accountId: string;
  queue: string;
  role: string;
}

export const queueArn = (account: TwinAccount): string =>
  `arn:aws:mediaconvert:${account.region}:${account.accountId}:queues/${account.queue}`;

type Json = Record<string, unknown>;
const object = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const bad = (message: string): JobRefused => new JobRefused(400, 'BadRequestException', message);

function positive(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw bad(`${path}: must be a positive number`);
  return value;
}

function s3Url(value: unknown, path: string): { bucket: string; key: string } {
  const match = typeof value === 'string' ? /^s3:\/\/([^/]+)\/(.+)$/.exec(value) : null;
  if (!match?.[1] || !match[2]) throw bad(`${path}: must be an s3:// URL of an object`);
  return { bucket: match[1], key: match[2] };
}

function output(raw: unknown, index: number): TwinOutput {
  const path = `/outputGroups/0/outputs/${index}`;
  const out = object(raw) ?? {};
  const nameModifier = out.nameModifier;
  if (typeof nameModifier !== 'string' || !/^[A-Za-z0-9_-]+$/.test(nameModifier)) {
    throw bad(`${path}/nameModifier: required, letters, digits, - and _ only`);
  }
  if (object(out.containerSettings)?.container !== 'M3U8') throw bad(`${path}/containerSettings: must be M3U8`);
  const video = object(out.videoDescription) ?? {};
  const codec = object(video.codecSettings) ?? {};
  const h264 = object(codec.h264Settings);
  if (codec.codec !== 'H_264' || !h264) throw bad(`${path}/videoDescription/codecSettings: must be H_264`);
  if (h264.rateControlMode !== 'QVBR') throw bad(`${path}: rateControlMode must be QVBR`);
  const qvbr = object(h264.qvbrSettings);
  const quality = positive(qvbr?.qvbrQualityLevel, `${path}: qvbrQualityLevel`);
  if (quality > 10 || !Number.isInteger(quality)) throw bad(`${path}: qvbrQualityLevel must be an integer, 1 to 10`);
  const fineTune = qvbr?.qvbrQualityLevelFineTune ?? 0;
  if (typeof fineTune !== 'number' || fineTune < 0 || fineTune >= 1) {
    throw bad(`${path}: qvbrQualityLevelFineTune must be at least 0 and below 1`);
  }
  if (h264.gopSizeUnits !== 'SECONDS') throw bad(`${path}: gopSizeUnits must be SECONDS`);
  const conversion = h264.framerateConversionAlgorithm;
  if (conversion !== undefined && !['DUPLICATE_DROP', 'INTERPOLATE', 'FRAMEFORMER'].includes(String(conversion))) {
    throw bad(`${path}: framerateConversionAlgorithm must be DUPLICATE_DROP, INTERPOLATE or FRAMEFORMER`);
  }
  const audio = object(object(list(out.audioDescriptions)[0])?.codecSettings) ?? {};
  const aac = object(audio.aacSettings);
  if (audio.codec !== 'AAC' || !aac) throw bad(`${path}/audioDescriptions/0: must be AAC`);
  const audioBitrate = positive(aac.bitrate, `${path}: aac bitrate`);
  const audioSampleRate = positive(aac.sampleRate, `${path}: aac sampleRate`);
  const refusal = aacRefusal({
    profile: aac.codecProfile,
    codingMode: aac.codingMode,
    sampleRate: audioSampleRate,
    bitrate: audioBitrate,
  });
  if (refusal) throw bad(`${path}/audioDescriptions/0/codecSettings/aacSettings: ${refusal}`);
  return {
    nameModifier,
    width: positive(video.width, `${path}/videoDescription/width`),
    height: positive(video.height, `${path}/videoDescription/height`),
    fps:
      positive(h264.framerateNumerator, `${path}: framerateNumerator`) /
      positive(h264.framerateDenominator, `${path}: framerateDenominator`),
    gopSeconds: positive(h264.gopSize, `${path}: gopSize`),
    // MediaConvert rounds the level to the nearest third.
    crf: crfForQvbr(quality, Math.round(fineTune * 3) / 3),
    maxBitrate: positive(h264.maxBitrate, `${path}: maxBitrate (required with QVBR)`),
    level: h264.codecLevel === 'LEVEL_3_1' ? '3.1' : '3.0',
    audioBitrate,
    audioSampleRate,
    audioChannels: aac.codingMode === 'CODING_MODE_1_0' ? 1 : 2,
  };
}

export function readJobRequest(
  body: unknown,
  account: TwinAccount,
): { spec: TwinJobSpec; metadata: Record<string, string> } {
  const request = object(body);
  if (!request) throw bad('The request body must be a JSON object');
  if (typeof request.role !== 'string' || request.role === '') throw bad('/role: required');
  if (request.role !== account.role)
    throw new JobRefused(403, 'ForbiddenException', `Unable to assume role ${request.role}`);
  // The account has no job templates: every job is fully specified, so any template named is unknown.
  if (request.jobTemplate !== undefined) {
    throw new JobRefused(404, 'NotFoundException', `Job template not found: ${String(request.jobTemplate)}`);
  }
  if (request.queue !== undefined && request.queue !== account.queue && request.queue !== queueArn(account)) {
    throw new JobRefused(404, 'NotFoundException', `Queue not found: ${String(request.queue)}`);
  }
  const settings = object(request.settings) ?? {};
  const inputs = list(settings.inputs);
  if (inputs.length !== 1) throw bad('/settings/inputs: exactly one input');
  const input = s3Url(object(inputs[0])?.fileInput, '/settings/inputs/0/fileInput');
  // Stricter than MediaConvert is known to be, so a regression to raw titles as keys shows here
  // first: the service has never been tried with them, and judges a file partly by its extension.
  if (!isSafeSourceKey(input.key)) {
    throw bad(`/settings/inputs/0/fileInput: the key must be a safe video key (ASCII, .mp4): ${input.key}`);
  }
  const groups = list(settings.outputGroups);
  if (groups.length !== 1) throw bad('/settings/outputGroups: exactly one output group');
  const groupSettings = object(object(groups[0])?.outputGroupSettings) ?? {};
  const hls = object(groupSettings.hlsGroupSettings);
  if (groupSettings.type !== 'HLS_GROUP_SETTINGS' || !hls) throw bad('/settings/outputGroups/0: must be an HLS group');
  const destination = s3Url(
    hls.destination,
    '/settings/outputGroups/0/outputGroupSettings/hlsGroupSettings/destination',
  );
  const outputs = list(object(groups[0])?.outputs).map(output);
  if (outputs.length === 0) throw bad('/settings/outputGroups/0/outputs: at least one output');
  const metadata = object(request.userMetadata) ?? {};
  for (const [name, value] of Object.entries(metadata)) {
    if (typeof value !== 'string') throw bad('/userMetadata: string values only');
    // MediaConvert is reported to refuse values with special characters; only ids belong here.
    if (!METADATA_VALUE.test(value)) throw bad(`/userMetadata/${name}: letters, digits, ".", "_" and "-" only`);
  }
  return {
    spec: {
      input,
      destination: { bucket: destination.bucket, keyBase: destination.key },
      segmentSeconds: positive(hls.segmentLength, '/settings/outputGroups/0: segmentLength'),
      outputs,
    },
    metadata: metadata as Record<string, string>,
  };
}
