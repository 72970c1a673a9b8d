/** The stuck-job rules (bound, start time, the sweep's decision) and GetJob's answer read as an event. */
import { describe, expect, it } from 'vitest';
import { jobEventOf, parseJobEvent } from '../../functions/domain/streaming/job-event';
import {
  GIVE_UP_AFTER_MS,
  isStreamStuck,
  streamStartedAt,
  STUCK_AFTER_MS,
  sweepAction,
} from '../../functions/domain/streaming/stuck';

const T0 = Date.UTC(2026, 10, 28, 3, 0);
const idAt = (at: number) => `${at.toString(36)}-0123456789`;

describe('a stuck stream', () => {
  it('reads the submission time from the stream id, and nothing from another form', () => {
    expect(streamStartedAt(idAt(T0))).toBe(T0);
    expect(streamStartedAt('old-stream')).toBeNull();
  });

  it('is a processing stream older than the bound; ready and failed ones never are', () => {
    const processing = { state: 'processing' as const, id: idAt(T0) };
    expect(isStreamStuck(processing, T0 + STUCK_AFTER_MS)).toBe(false);
    expect(isStreamStuck(processing, T0 + STUCK_AFTER_MS + 1)).toBe(true);
    expect(isStreamStuck({ ...processing, state: 'failed' }, T0 + GIVE_UP_AFTER_MS * 2)).toBe(false);
    expect(isStreamStuck({ ...processing, state: 'ready' }, T0 + GIVE_UP_AFTER_MS * 2)).toBe(false);
    expect(isStreamStuck({ state: 'processing', id: 'old-stream' }, T0)).toBe(true);
    expect(isStreamStuck(undefined, T0)).toBe(false);
  });
});

describe('the sweep’s decision', () => {
  const late = T0 + STUCK_AFTER_MS + 1;
  it('settles every finished job, CANCELED included', () => {
    for (const status of ['COMPLETE', 'ERROR', 'CANCELED']) expect(sweepAction(status, T0, late)).toBe('settle');
  });
  it('fails a job MediaConvert does not know, so Retry can resubmit it', () => {
    expect(sweepAction(null, T0, late)).toBe('fail');
  });
  it('waits for a running job up to the hard bound, then cancels it', () => {
    expect(sweepAction('PROGRESSING', T0, T0 + GIVE_UP_AFTER_MS)).toBe('wait');
    expect(sweepAction('SUBMITTED', T0, T0 + GIVE_UP_AFTER_MS + 1)).toBe('cancel');
    expect(sweepAction('PROGRESSING', null, late)).toBe('cancel');
  });
});

describe('job ends', () => {
  const metadata = { folder: 'free', videoId: 'a1b2c3', streamId: 'id1' };
  it('a CANCELED event fails the video as an ERROR does', () => {
    const event = parseJobEvent({
      source: 'aws.mediaconvert',
      'detail-type': 'MediaConvert Job State Change',
      detail: { status: 'CANCELED', jobId: 'j1', userMetadata: metadata },
    });
    expect(event).toMatchObject({ status: 'CANCELED', jobId: 'j1', video: { videoId: 'a1b2c3' }, error: 'canceled' });
  });

  it('GetJob’s COMPLETE answer names each output from the job’s own settings, in order', () => {
    const event = jobEventOf({
      Id: 'j1',
      Status: 'COMPLETE',
      Role: 'r',
      Settings: { OutputGroups: [{ Outputs: [{ NameModifier: '_540p' }, { NameModifier: '_360p' }] }] },
      OutputGroupDetails: [
        {
          OutputDetails: [
            { DurationInMs: 2500, VideoDetails: { WidthInPx: 960, HeightInPx: 540 } },
            { DurationInMs: 2480, VideoDetails: { WidthInPx: 640, HeightInPx: 360 } },
          ],
        },
      ],
      UserMetadata: metadata,
    });
    expect(event).toEqual({
      status: 'COMPLETE',
      jobId: 'j1',
      folder: 'free',
      video: { videoId: 'a1b2c3' },
      streamId: 'id1',
      outputs: [
        { name: '540p', width: 960, height: 540, durationMs: 2500 },
        { name: '360p', width: 640, height: 360, durationMs: 2480 },
      ],
    });
  });

  it('a running job, or one not ours, is no end', () => {
    expect(jobEventOf({ Id: 'j1', Status: 'PROGRESSING', Role: 'r', Settings: {}, UserMetadata: metadata })).toBeNull();
    expect(jobEventOf({ Id: 'j1', Status: 'COMPLETE', Role: 'r', Settings: {} })).toBeNull();
  });
});
