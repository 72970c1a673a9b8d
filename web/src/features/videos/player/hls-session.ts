/**
 * One stream played through hls.js: applies the remembered quality (or, on Auto, what the student's
 * data allows: data-budget.ts) before anything loads, reports the rendition playing, renews the
 * media cookies when a request is refused, and recovers what can be recovered. What cannot is handed
 * back: `onFallback` (play the MP4 instead) or `onEnded` (access was withdrawn: what is buffered
 * plays out, nothing more loads; the MP4 would be refused too).
 */
import type Hls from 'hls.js';
import type { FallbackReason } from '@schemas';
import type { AccessKeeper } from './access-keeper';
import { capAutoToPlayer } from './auto-cap';
import {
  dataSaverIndex,
  dataSaverUri,
  dataSaverUrl,
  onDataSaverChange,
  onTouchScreen,
  wantsDataSaver,
} from './data-budget';
import { hlsConfig } from './hls-config';
import { levelFor, levelName, levelOptions, type LevelOption } from './levels';
import type { HlsClass } from './load-hls';
import type { Quality } from './quality-preference';

const MISSING = new Set([404, 410]);

interface HlsSessionEvents {
  onLevels(levels: LevelOption[]): void;
  onLevelSwitched(name: string): void;
  /** The stream cannot go on: play the MP4 from `position` (read before hls.js let go of the element). */
  onFallback(position: number, reason: FallbackReason): void;
  onEnded(): void;
}

export interface HlsSession {
  choose(quality: Quality): void;
  destroy(): void;
}

/** The rendition the stream's data-saver playlist lists; null when it cannot be read (then the cheapest level). */
function fetchSaverUri(saverUrl: string): Promise<string | null> {
  return fetch(saverUrl, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.text() : ''))
    .then(dataSaverUri)
    .catch(() => null);
}

export function startHlsSession(
  HlsCtor: HlsClass,
  video: HTMLVideoElement,
  url: string,
  keeper: AccessKeeper,
  quality: Quality,
  events: HlsSessionEvents,
): HlsSession {
  const capToPlayer = onTouchScreen();
  const hls: Hls = new HlsCtor(hlsConfig(HlsCtor.DefaultConfig, () => !keeper.lost, !capToPlayer));
  const saverUrl = dataSaverUrl(url);
  let saverUri: Promise<string | null> | null = null;
  /** Asked for once, when first needed: a stream that never needs its data saver never fetches it. */
  const saverUriOnce = () => (saverUri ??= saverUrl ? fetchSaverUri(saverUrl) : Promise.resolve(null));
  // Asked for alongside the master, so knowing which level is the data saver costs no extra wait.
  if (quality === 'auto' && wantsDataSaver()) saverUriOnce();
  let stopCapping: (() => void) | null = null;
  const { Events, ErrorTypes, ErrorDetails } = HlsCtor;
  let options: LevelOption[] = [];
  /** The student's choice now: the connection moves Auto only, never a rendition they picked. */
  let current: Quality = quality;
  /** Auto is held on the data saver (a level of its own choosing: the menu still says Auto). */
  let onSaver = false;
  let destroyed = false;
  let ended = false;
  let mediaRecovered = false;
  let reloadedAfterRefusal = false;

  // Once Auto is held (or freed) the choice is hls.js's from the next segment on; each check is
  // repeated after the wait, as the student or the connection may have changed meanwhile.
  const holdSaver = async (): Promise<void> => {
    const uri = await saverUriOnce();
    if (destroyed || current !== 'auto' || !wantsDataSaver() || hls.levels.length < 2) return;
    const saver = dataSaverIndex(hls.levels, uri);
    hls.loadLevel = saver;
    onSaver = true;
  };
  const freeAuto = () => {
    if (!onSaver) return;
    onSaver = false;
    // Adaptive again, within the cap for the player's size where there is one.
    hls.loadLevel = -1;
  };
  const stopWatching = onDataSaverChange((wanted) => {
    if (destroyed || current !== 'auto' || options.length === 0) return;
    if (wanted) void holdSaver();
    else freeAuto();
  });
  const capAuto = () => {
    if (!capToPlayer) return;
    stopCapping?.();
    stopCapping = capAutoToPlayer(hls, video);
  };

  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    stopWatching();
    stopCapping?.();
    hls.destroy();
  };

  // Detaching resets the element's clock: read the position first.
  const fallBack = (reason: FallbackReason) => {
    const position = video.currentTime;
    destroy();
    events.onFallback(position, reason);
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
    const fixed = current === 'auto' ? undefined : levelFor(options, current);
    if (fixed) {
      // Set before loading starts: the first request is already in the chosen rendition.
      hls.startLevel = fixed.index;
      hls.loadLevel = fixed.index;
    }
    events.onLevels(options);
    if (fixed || data.levels.length < 2) return hls.startLoad(-1);
    // Auto. Loading the master again (after a refusal) clears hls.js's cap: measure afresh.
    capAuto();
    if (!wantsDataSaver()) return hls.startLoad(-1);
    void saverUriOnce().then((uri) => {
      if (destroyed) return;
      const saver = dataSaverIndex(data.levels, uri);
      // A level of its own choosing, not the remembered quality: the menu still says Auto.
      hls.startLevel = saver;
      hls.loadLevel = saver;
      onSaver = true;
      hls.startLoad(-1);
    });
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
            // Fresh cookies could not be had: the edge's refusal stands.
            else fallBack('refused');
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
      fallBack('missing');
      return;
    }
    if (!data.fatal) return;
    if (keeper.lost) endGracefully();
    else if (data.type === ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
      mediaRecovered = true;
      hls.recoverMediaError();
    } else {
      console.warn('The stream failed; playing the MP4 instead', data.details);
      // Refused even with fresh cookies: the key or the cookies themselves are wrong.
      fallBack(refused ? 'refused' : 'failed');
    }
  });

  hls.attachMedia(video);
  hls.loadSource(url);

  return {
    choose(next) {
      if (destroyed) return;
      current = next;
      if (next === 'auto') {
        // A session that started on a fixed rendition has no cap yet for the player's size.
        if (!stopCapping) capAuto();
        // Auto on a saving connection is the data saver, as when it starts there.
        if (wantsDataSaver()) void holdSaver();
        else hls.loadLevel = -1; // back to adaptive from the next segment on
        return;
      }
      onSaver = false;
      const fixed = levelFor(options, next);
      // At once: the student asked for this picture (or to stop spending data) now.
      if (fixed) hls.currentLevel = fixed.index;
    },
    destroy,
  };
}
