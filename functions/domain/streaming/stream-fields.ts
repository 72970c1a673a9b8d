/**
 * What every video item (a list's and the video page's) shows of the video's stream: its state, and
 * once ready the master playlist and each rendition's playlist on the site's own origin.
 */
import type { StreamFields, VideoFolder } from '../../shared/schemas';
import type { StreamRecord } from '../videos/stream-record';
import { masterKey, renditionPlaylistName, streamPrefix, streamUrl } from './layout';

/** The fields every video item carries: nothing is offered as a stream before it is ready. */
export function streamFields(video: { category: VideoFolder; stream?: StreamRecord | undefined }): StreamFields {
  const stream = video.stream;
  if (!stream) return { streamState: 'none' };
  if (stream.state !== 'ready') return { streamState: stream.state };
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
    stream: streamUrl(masterKey(video.category, stream.id)),
    ...(renditions.length ? { renditions } : {}),
  };
}
