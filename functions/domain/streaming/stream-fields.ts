/**
 * What every video item (a list's and the video page's) shows of the video's stream: its state, and
 * once ready the master playlist and each rendition's playlist on the site's own origin.
 */
import type { SourceKind, StreamFields, VideoFolder } from '../../shared/schemas';
import { DEFAULT_SOURCE_KIND, ladderTag } from './ladder';
import type { StreamRecord } from '../videos/stream-record';
import { masterKey, renditionPlaylistName, streamPrefix, streamUrl } from './layout';

/**
 * Whether "Make streaming versions" should remake the video's ladder: one made with an older ladder
 * (or before ladders were stamped) or for the other kind of source. One queued or in progress is left to finish.
 */
export const isStreamOutdated = (video: { sourceKind?: SourceKind; stream?: StreamRecord | undefined }): boolean =>
  video.stream !== undefined &&
  video.stream.state !== 'processing' &&
  video.stream.state !== 'queued' &&
  video.stream.ladder !== ladderTag(video.sourceKind ?? DEFAULT_SOURCE_KIND);

/** The fields every video item carries: nothing is offered as a stream before it is ready. */
export function streamFields(video: {
  category: VideoFolder;
  sourceKind?: SourceKind;
  stream?: StreamRecord | undefined;
}): StreamFields {
  const stream = video.stream;
  const kind = { sourceKind: video.sourceKind ?? DEFAULT_SOURCE_KIND };
  if (!stream) return { streamState: 'none', ...kind };
  const outdated = isStreamOutdated(video) ? { streamOutdated: true } : {};
  if (stream.state !== 'ready') {
    // A ladder being remade: the one it replaces plays meanwhile (its files are complete; the new
    // folder is not offered before its master exists). Not offered for saving: it goes once the
    // new one is ready.
    const playing = stream.previous ? { stream: streamUrl(masterKey(video.category, stream.previous.id)) } : {};
    return { streamState: stream.state, ...kind, ...outdated, ...playing };
  }
  const renditions = [...(stream.renditions ?? [])]
    .sort((a, b) => a.height - b.height)
    .map(({ name, height, bytes }) => ({
      name,
      height,
      bytes,
      playlist: streamUrl(`${streamPrefix(video.category, stream.id)}${renditionPlaylistName(name)}`),
    }));
  return {
    streamState: 'ready',
    ...kind,
    ...outdated,
    stream: streamUrl(masterKey(video.category, stream.id)),
    ...(renditions.length ? { renditions } : {}),
  };
}
