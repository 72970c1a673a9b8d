/**
 * A TCP relay that behaves like a rural 3G link: every chunk is delayed by half the round trip in
 * its direction and paced to the link's rate, so a 1 KB message at 400 kbit/s takes its 20 ms of
 * wire time on top of the 150 ms each way. Each direction keeps its own queue, as a real link's
 * uplink and downlink do, and order within a direction is kept.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface SlowLinkOptions {
  /** Where the relay forwards to. */
  target: { host: string; port: number };
  /** Round trip added, split evenly between the two directions. */
  rttMs: number;
  /** Link rate in bits per second, each direction. */
  bitsPerSecond: number;
}

export interface SlowLink {
  port: number;
  close(): Promise<void>;
}

function pacedPipe(from: Socket, to: Socket, delayMs: number, bytesPerMs: number): void {
  let wireFreeAt = 0;
  from.on('data', (chunk: Buffer) => {
    const now = performance.now();
    const departs = Math.max(now, wireFreeAt) + chunk.length / bytesPerMs;
    wireFreeAt = departs;
    const arrives = departs + delayMs;
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, arrives - now);
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, wireFreeAt - performance.now()) + delayMs));
}

export function startSlowLink(options: SlowLinkOptions): Promise<SlowLink> {
  const oneWay = options.rttMs / 2;
  const bytesPerMs = options.bitsPerSecond / 8 / 1000;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(options.target.port, options.target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    pacedPipe(client, upstream, oneWay, bytesPerMs);
    pacedPipe(upstream, client, oneWay, bytesPerMs);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
