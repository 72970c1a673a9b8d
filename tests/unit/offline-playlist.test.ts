import { describe, expect, it } from 'vitest';
import { playlistFiles } from '../../web/src/features/offline/lib/playlist';

const origin = 'https://engtech.example';
const playlist = '/media/Theory/abc123/stream_240p.m3u8';

describe('a saved rendition playlist', () => {
  it('names each segment by its path, resolved against the playlist, in order and without query', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:6',
      '#EXTINF:6.0,',
      'stream_240p_000.ts',
      '#EXTINF:6.0,',
      'stream_240p_001.ts?v=1',
      '#EXTINF:3.2,',
      '/media/Theory/abc123/stream_240p_002.ts',
      '#EXT-X-ENDLIST',
      '',
    ].join('\r\n');
    expect(playlistFiles(text, playlist, origin)).toEqual([
      '/media/Theory/abc123/stream_240p_000.ts',
      '/media/Theory/abc123/stream_240p_001.ts',
      '/media/Theory/abc123/stream_240p_002.ts',
    ]);
  });

  it('includes an fMP4 init section once, before the segments', () => {
    const text = '#EXTM3U\n#EXT-X-MAP:URI="init_240p.mp4"\n#EXTINF:6,\nseg_0.m4s\n#EXTINF:6,\nseg_1.m4s\n';
    expect(playlistFiles(text, playlist, origin)).toEqual([
      '/media/Theory/abc123/init_240p.mp4',
      '/media/Theory/abc123/seg_0.m4s',
      '/media/Theory/abc123/seg_1.m4s',
    ]);
  });

  it('refuses what is not a playlist, has no segments, or points at another origin', () => {
    expect(playlistFiles('<html>', playlist, origin)).toBeNull();
    expect(playlistFiles('#EXTM3U\n#EXT-X-ENDLIST\n', playlist, origin)).toBeNull();
    expect(playlistFiles('#EXTM3U\n#EXTINF:6,\nhttps://cdn.other.example/a.ts\n', playlist, origin)).toBeNull();
  });
});
