/**
 * Keeps a gated folder's media cookies alive while one of its streams plays: opens the folder before
 * the first playlist request, renews out of sight well before the cookies expire, and renews at once
 * when a stream request is refused (the cookies may have expired while the tab slept). Once the
 * server refuses a renewal (logged out, access flag removed) it stops for good: the stream plays
 * what it has and ends. A free folder needs no cookies, so nothing is asked.
 */
import type { StreamAccess } from '@schemas';
import { ApiError } from '../../../lib/api-client';
import { getStreamAccess } from '../api/stream-access';
import { RETRY_FRACTION, renewalDelayMs } from './renewal';

export interface AccessKeeper {
  /** Resolves once the folder's cookies are set; rejects when the server refuses or cannot be reached. */
  open(): Promise<void>;
  /** Renews now (one request at a time); true when fresh cookies are set. */
  renewNow(): Promise<boolean>;
  /** True once the server has refused access: no renewal will help. */
  readonly lost: boolean;
  stop(): void;
}

interface AccessKeeperOptions {
  fetchAccess?: (folder: string) => Promise<StreamAccess>;
  now?: () => number;
}

const FREE_FOLDER = 'free';

/** The folder a stream URL lives in: /media/<folder>/… is also the path its cookies are scoped to. */
export function folderOfStream(stream: string): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/media\/([^/]+)\//.exec(stream);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

export function createAccessKeeper(folder: string, options: AccessKeeperOptions = {}): AccessKeeper {
  const fetchAccess = options.fetchAccess ?? getStreamAccess;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | null = null;
  let expiresAt: Date | null = null;
  let lost = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void renew(), delayMs);
  };

  /** One renewal: its error is kept for open(); the scheduling outcome is decided here. */
  const request = async (): Promise<boolean> => {
    try {
      const access = await fetchAccess(folder);
      if (stopped) return false;
      expiresAt = access.expiresAt ? new Date(access.expiresAt) : null;
      if (expiresAt) schedule(renewalDelayMs(expiresAt, now()));
      return true;
    } catch (error) {
      if (stopped) return false;
      if (isRefusal(error)) {
        lost = true;
        clearTimeout(timer);
      } else if (expiresAt && expiresAt.getTime() > now()) {
        // A network blip: the cookies still hold for a while, try again in part of that time.
        schedule(renewalDelayMs(expiresAt, now(), RETRY_FRACTION));
      }
      throw error;
    }
  };

  const start = (): Promise<boolean> => {
    if (!inFlight) {
      inFlight = request().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };

  const renew = (): Promise<boolean> => {
    if (lost || stopped) return Promise.resolve(false);
    return start().catch((error: unknown) => {
      console.warn('Renewing the stream access failed', error);
      return false;
    });
  };

  return {
    async open() {
      if (folder === FREE_FOLDER) return;
      await start();
    },
    renewNow: () => (folder === FREE_FOLDER ? Promise.resolve(false) : renew()),
    get lost() {
      return lost;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
