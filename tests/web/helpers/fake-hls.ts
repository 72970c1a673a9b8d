/**
 * A scripted stand-in for hls.js (jsdom has no Media Source Extensions): tests drive what hls.js
 * would report (manifest levels, level switches, errors) and read what the player asked of it.
 * Mock it in with `vi.mock('hls.js/light', async () => ({ default: (await import('./helpers/fake-hls')).FakeHls }))`.
 */
type Listener = (event: string, data: unknown) => void;
const retry = { maxNumRetry: 2, retryDelayMs: 1000, maxRetryDelayMs: 8000 };
const policy = () => ({
  default: { maxTimeToFirstByteMs: 1, maxLoadTimeMs: 1, timeoutRetry: null, errorRetry: retry },
});

export class FakeHls {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_SWITCHED: 'hlsLevelSwitched', ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  static ErrorDetails = { MANIFEST_LOAD_ERROR: 'manifestLoadError', FRAG_LOAD_ERROR: 'fragLoadError' };
  static DefaultConfig = { manifestLoadPolicy: policy(), playlistLoadPolicy: policy(), fragLoadPolicy: policy() };
  static supported = true;
  static isSupported = () => FakeHls.supported;
  static instances: FakeHls[] = [];

  readonly listeners = new Map<string, Listener[]>();
  /** What the player did, in order: "startLevel 2", "loadSource …", "startLoad -1"… */
  readonly log: string[] = [];
  levels: { height: number; bitrate: number; averageBitrate?: number; url?: string[] }[] = [];
  media: HTMLVideoElement | null = null;
  destroyed = false;

  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  attachMedia(video: HTMLVideoElement) {
    this.media = video;
  }
  loadSource(url: string) {
    this.log.push(`loadSource ${url}`);
  }
  startLoad(position: number) {
    this.log.push(`startLoad ${position}`);
  }
  stopLoad() {
    this.log.push('stopLoad');
  }
  recoverMediaError() {
    this.log.push('recoverMediaError');
  }
  destroy() {
    this.destroyed = true;
    // Like hls.js, letting go of the element reloads it: its clock restarts at 0.
    if (this.media) this.media.currentTime = 0;
  }
  set startLevel(level: number) {
    this.log.push(`startLevel ${level}`);
  }
  set loadLevel(level: number) {
    this.log.push(`loadLevel ${level}`);
  }
  set currentLevel(level: number) {
    this.log.push(`currentLevel ${level}`);
  }
  #autoLevelCapping = -1;
  get autoLevelCapping() {
    return this.#autoLevelCapping;
  }
  set autoLevelCapping(level: number) {
    this.#autoLevelCapping = level;
    this.log.push(`autoLevelCapping ${level}`);
  }
}
