/**
 * The playlist the videos dashboard warms beside a lecture's master: the variant the player starts
 * on, the one the master lists at the lowest BANDWIDTH, wherever it is listed.
 */
import { describe, expect, it } from 'vitest';
import { cheapestVariant } from '../../web/src/features/videos/player/warm-stream';

describe('cheapestVariant', () => {
  it('picks the lowest BANDWIDTH, not the first listed nor the lowest AVERAGE-BANDWIDTH', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-STREAM-INF:BANDWIDTH=1080000,AVERAGE-BANDWIDTH=720000,RESOLUTION=1280x720,FRAME-RATE=25.000',
      'stream_720p.m3u8',
      '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=90000,BANDWIDTH=420000,RESOLUTION=640x360,FRAME-RATE=5.000',
      'stream_360p.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=190000,AVERAGE-BANDWIDTH=110000,RESOLUTION=960x540,FRAME-RATE=5.000',
      '',
      'stream_540p.m3u8',
    ].join('\r\n');
    expect(cheapestVariant(master)).toBe('stream_540p.m3u8');
  });

  it('finds nothing in a rendition playlist or a master without bandwidths', () => {
    expect(cheapestVariant('#EXTM3U\n#EXT-X-TARGETDURATION:8\n#EXTINF:8.0,\nstream_540p_00001.ts\n')).toBeNull();
    expect(cheapestVariant('#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=960x540\nstream_540p.m3u8\n')).toBeNull();
    expect(cheapestVariant('')).toBeNull();
  });
});
