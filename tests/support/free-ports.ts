/**
 * Ports for a second stack beside a developer's `npm start` (tests, benchmarks): the preferred port
 * when it is free, otherwise any free one, so parallel runs on one machine never collide.
 */
import { createServer } from 'node:net';
import { ENGINE_HOST } from '../../local/engines';

const bindable = (port: number): Promise<number | null> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, ENGINE_HOST, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(bound));
    });
  });

export async function freePort(preferred: number): Promise<number> {
  const port = (await bindable(preferred)) ?? (await bindable(0));
  if (port === null) throw new Error(`No free port instead of ${preferred}`);
  return port;
}

/** Every port of `preferred` made usable, one after another (so two never get the same free port). */
export async function freePorts<T extends { [K in keyof T]: number }>(preferred: T): Promise<T> {
  const ports = { ...preferred };
  for (const name of Object.keys(preferred) as (keyof T)[])
    ports[name] = (await freePort(preferred[name])) as T[keyof T];
  return ports;
}
