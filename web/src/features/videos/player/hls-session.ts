/**
 * One stream played through hls.js: applies the remembered quality before anything loads, reports
 * the rendition playing, renews the media cookies when a request is refused, and recovers what can
 * be recovered. What cannot is handed back: `onFallback` (play the MP4 instead) or `onEnded`
 * (access was withdrawn: what is buffered plays out, nothing more loads; the MP4 would be refused too).
 */
import type Hls from 'hls.js';
import type { AccessKeeper } from './access-keeper';
import { hlsConfig } from './hls-config';
import { levelFor, levelName, levelOptions, type LevelOption } from './levels';
import type { HlsClass } from './load-hls';
import type { Quality } from './quality-preference';

const MISSING = new Set([404, 410]);

interface HlsSessionEvents {
  onLevels(levels: LevelOption[]): void;
  onLevelSwitched(name: string): void;
  /** The stream cannot go on: play the MP4 from `position` (read before hls.js let go of the element). */
  onFallback(position: number): void;
  onEnded(): void;
}

export interface HlsSession {
  choose(quality: Quality): void;
  destroy(): void;
}

export function startHlsSession(
  HlsCtor: HlsClass,
  video: HTMLVideoElement,
  url: string,
  keeper: AccessKeeper,
  quality: Quality,
  events: HlsSessionEvents,
): HlsSession {
  const hls: Hls = new HlsCtor(hlsConfig(HlsCtor.DefaultConfig, () => !keeper.lost));
  const { Events, ErrorTypes, ErrorDetails } = HlsCtor;
  let options: LevelOption[] = [];
  let destroyed = false;
  let ended = false;
  let mediaRecovered = false;
  let reloadedAfterRefusal = false;

  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    hls.destroy();
  };

  // Detaching resets the element's clock: read the position first.
  const fallBack = () => {
    const position = video.currentTime;
    destroy();
    events.onFallback(position);
  };

  // Access was withdrawn: load nothing more, but let what is buffered play out.
  const endGracefully = () => {
    if (ended) return;
    ended = true;
    hls.stopLoad();
    events.onEnded();
  };

  hls.on(Events.MANIFEST_PARSED, (_event, data) => {
    options = levelOptions(data.levels);
    const fixed = quality === 'auto' ? undefined : levelFor(options, quality);
    if (fixed) {
      // Set before loading starts: the first request is already in the chosen rendition.
      hls.startLevel = fixed.index;
      hls.loadLevel = fixed.index;
    }
    events.onLevels(options);
    hls.startLoad(-1);
  });

  hls.on(Events.LEVEL_SWITCHED, (_event, data) => {
    const level = hls.levels[data.level];
    // A rendition's own playlist (a saved lecture) says nothing of its height: no name to report.
    if (level?.height) events.onLevelSwitched(levelName(level.height));
  });

  hls.on(Events.ERROR, (_event, data) => {
    if (destroyed || ended) return;
    const refused = data.response?.code === 403;
    // Refused after access was withdrawn: no retry will be let in.
    if (refused && keeper.lost) return endGracefully();
    if (refused) {
      const renewed = keeper.renewNow();
      // Retries ran out before fresh cookies arrived: with them, load again once.
      if (data.fatal && !reloadedAfterRefusal) {
        reloadedAfterRefusal = true;
        void renewed.then((ok) => {
          if (destroyed) return;
          if (!ok) {
            if (keeper.lost) endGracefully();
            else fallBack();
          } else if (data.details === ErrorDetails.MANIFEST_LOAD_ERROR) hls.loadSource(url);
          else hls.startLoad(video.currentTime);
        });
        return;
      }
    }
    // A stream's playlists and segments never change once written: one that is missing (a
    // superseded or damaged stream) will not appear by retrying, which hls.js would keep doing.
    if (MISSING.has(data.response?.code ?? 0)) {
      console.warn('The stream is incomplete; playing the MP4 instead', data.details);
      fallBack();
      return;
    }
    if (!data.fatal) return;
    if (keeper.lost) endGracefully();
    else if (data.type === ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
      mediaRecovered = true;
      hls.recoverMediaError();
    } else {
      console.warn('The stream failed; playing the MP4 instead', data.details);
      fallBack();
    }
  });

  hls.attachMedia(video);
  hls.loadSource(url);

  return {
    choose(next) {
      if (destroyed) return;
      if (next === 'auto') {
        hls.loadLevel = -1; // back to adaptive from the next segment on
        return;
      }
      const fixed = levelFor(options, next);
      // At once: the student asked for this picture (or to stop spending data) now.
      if (fixed) hls.currentLevel = fixed.index;
    },
    destroy,
  };
}
