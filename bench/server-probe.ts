/**
 * What the stack's process (this one: bench/run.ts hosts the stack) goes through during a phase of
 * the login burst: its event loop's delay, and how long a tiny job waits for libuv's thread pool,
 * which scrypt hashes and the rest of the process's asynchronous crypto, file and DNS work share.
 * Says where a slow request waited: for the event loop (CPU) or behind the pool.
 */
import { randomFill } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ServerWaits {
  /** Event-loop delay samples' p99 and max (ms). */
  loopP99: number;
  loopMax: number;
  /** Thread-pool waits (ms) of a 1-byte job sent every POOL_PING_MS. */
  poolWaits: number[];
}

const POOL_PING_MS = 50;

export function watchServer(): { stop(): Promise<ServerWaits> } {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const poolWaits: number[] = [];
  const pending = new Set<Promise<void>>();
  const buffer = Buffer.alloc(1);
  const timer = setInterval(() => {
    const sent = performance.now();
    const ping = new Promise<void>((resolve) =>
      randomFill(buffer, () => {
        poolWaits.push(performance.now() - sent);
        resolve();
      }),
    );
    pending.add(ping);
    void ping.then(() => pending.delete(ping));
  }, POOL_PING_MS);
  return {
    async stop() {
      clearInterval(timer);
      loop.disable();
      await Promise.all(pending);
      return { loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6, poolWaits };
    },
  };
}
