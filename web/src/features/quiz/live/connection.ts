/**
 * The live quiz's WebSocket (/live?quiz=<id>), kept open: it greets the server on every open,
 * answers its pings, says it is still there when it has sent nothing for a while (API Gateway
 * closes a connection idle for 10 minutes), and when the link drops it comes back by itself after
 * a growing, jittered wait. The round-trip replies are sent here, before React sees the message,
 * so a slow render never counts as network delay.
 */
import type { LiveClientMessage, LiveMessage } from '@schemas';
import { backoffDelay } from '../when';

export type LinkStatus = 'connecting' | 'open' | 'down';

export interface LiveEvents {
  message(message: LiveMessage): void;
  status(status: LinkStatus): void;
  /** Opened (first time or again): the moment to fetch the state missed while away. */
  opened(): void;
  /**
   * An attempt closed before it ever opened. A browser does not say why an upgrade was refused,
   * so the screen asks the HTTP API, which does (not logged in, not in the audience, no such quiz).
   */
  refused(): void;
}

const MESSAGE_TYPES = new Set(['lobby', 'question', 'closed', 'leaderboard', 'ended', 'ping']);

function parse(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as { type?: unknown };
    return typeof value?.type === 'string' && MESSAGE_TYPES.has(value.type) ? (value as LiveMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** Well inside API Gateway's 10-minute idle limit, and never more often: each frame is billed. */
export const KEEP_ALIVE_MS = 8 * 60_000;

export const liveUrl = (quizId: string): string =>
  `${location.origin.replace(/^http/, 'ws')}/live?quiz=${encodeURIComponent(quizId)}`;

export class LiveConnection {
  private socket: WebSocket | undefined;
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private keepAlive: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly events: LiveEvents,
  ) {}

  start(): void {
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.timer);
    clearTimeout(this.keepAlive);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
  }

  /** The phone has a network again: no point waiting out the back-off. */
  private readonly onOnline = (): void => {
    if (this.stopped || this.socket || this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.connect();
  };

  private send(message: LiveClientMessage, socket: WebSocket): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify(message));
    // Answers go over HTTP, so a phone may send nothing on the socket for a whole run.
    clearTimeout(this.keepAlive);
    this.keepAlive = setTimeout(() => {
      if (this.socket === socket) this.send({ type: 'alive' }, socket);
    }, KEEP_ALIVE_MS);
  }

  private connect(): void {
    this.timer = undefined;
    if (this.stopped) return;
    this.events.status(this.retries === 0 ? 'connecting' : 'down');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = true;
      this.retries = 0;
      this.send({ type: 'hello' }, socket);
      this.send({ type: 'rtt' }, socket);
      this.events.status('open');
      this.events.opened();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ping') {
        this.send({ type: 'pong', sentAt: message.sentAt }, socket);
        return;
      }
      this.events.message(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      clearTimeout(this.keepAlive);
      if (this.stopped) return;
      this.events.status('down');
      if (!opened) this.events.refused();
      this.timer = setTimeout(() => this.connect(), backoffDelay(this.retries++));
    };
  }
}
