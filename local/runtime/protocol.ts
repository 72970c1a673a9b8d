/**
 * What the server's thread and a group's worker thread say to each other. Events and results cross
 * by structured clone, as they cross the wire to a Lambda as JSON: plain data only.
 */

/** Given to the worker when it starts. */
export interface ThreadData {
  /** file: URL of the group's entry module; it exports `handler`. */
  entry: string;
  /** file: URL of local/runtime/worker.ts, imported once the TypeScript loader is registered. */
  worker: string;
  functionName: string;
}

/** One invocation. */
export interface InvokeRequest {
  id: number;
  event: unknown;
  /** Epoch ms when the invocation times out. */
  deadline: number;
  requestId: string;
  /** How far the server's clock.now() runs ahead of Date.now() (the browser tests' moved clock). */
  clockOffsetMs: number;
}

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
}

export type ThreadMessage = { ready: true } | { id: number; result: unknown } | { id: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

/** The worker's error as an Error of this thread, its stack still pointing into the handler. */
export function deserializeError(error: SerializedError): Error {
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.stack !== undefined) rebuilt.stack = error.stack;
  return rebuilt;
}
