/**
 * A stand-in for the browser's WebSocket, installed on globalThis by a test: each socket the page
 * opens is recorded, and the test opens it, delivers server messages, drops it, and reads what the
 * page sent (parsed JSON). Every driver runs inside act(), as a real socket's events would.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as unknown);
  }

  /** The page closed it: no event the page would not get from a real one. */
  close(): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code: 1000 }));
  }

  // Drivers, for the test.
  open(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  receive(message: unknown): void {
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
    });
  }

  /** The link is cut (or the upgrade refused): error then close 1006, as a browser reports both. */
  drop(): void {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.onerror?.(new Event('error'));
      this.onclose?.(new CloseEvent('close', { code: 1006 }));
    });
  }

  /** What the page sent of one message type. */
  sentOf(type: string): unknown[] {
    return this.sent.filter((m) => (m as { type?: unknown }).type === type);
  }
}

/** Installs the fake for this test; the sockets opened so far are FakeWebSocket.instances. */
export function installFakeWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}

/** The n-th socket the page opened (0-based), once it has. */
export async function socketNumber(n: number, waitFor: (check: () => void) => Promise<void>): Promise<FakeWebSocket> {
  await waitFor(() => {
    if (!FakeWebSocket.instances[n]) throw new Error(`socket ${n} not opened yet`);
  });
  return FakeWebSocket.instances[n]!;
}
