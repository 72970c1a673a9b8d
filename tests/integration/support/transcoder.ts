/**
 * This test file's MediaConvert twin (setup-env.ts starts it): a test that compares stored state
 * before and after something waits here first, so a transcode job still running from an earlier
 * upload does not change the catalog in between.
 */
import type { MediaConvertTwin } from '../../../local/twins/mediaconvert';

let twin: MediaConvertTwin | undefined;

export const useTwin = (started: MediaConvertTwin): void => {
  twin = started;
};

/** Resolves once every job submitted so far has ended and its event was handled. */
export const transcodesSettled = (): Promise<void> => twin?.idle() ?? Promise.resolve();
