/**
 * Inside a group's worker thread (started by lambda-thread.mjs): imports the group's entry module
 * once, as a Lambda container does at init, then runs every invocation the server's thread posts.
 * Invocations overlap, as they do on the server's own event loop in-process; nothing here queues
 * them one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { clock } from '../../functions/shared/clock';
import { lambdaContext } from './lambda-context';
import { serializeError, type InvokeRequest, type ThreadData, type ThreadMessage } from './protocol';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

const data = workerData as ThreadData;
const port = parentPort;
if (!port) throw new Error('local/runtime/worker.ts runs only as a worker thread.');

// The browser tests move the server thread's clock (local/server/test-clock.ts); each invocation
// brings that offset, so every expiry check in here reads the same moved time.
let clockOffsetMs = 0;
clock.now = () => Date.now() + clockOffsetMs;

const entry = (await import(data.entry)) as { handler?: unknown };
if (typeof entry.handler !== 'function') throw new Error(`${data.entry} does not export a handler function.`);
const handler = entry.handler as Handler;

const reply = (message: ThreadMessage): void => {
  try {
    port.postMessage(message);
  } catch (error) {
    // A result that cannot be cloned (a function, a socket) could not cross the wire from a Lambda either.
    if ('id' in message) port.postMessage({ id: message.id, error: serializeError(error) } satisfies ThreadMessage);
    else throw error;
  }
};

async function run(request: InvokeRequest): Promise<void> {
  clockOffsetMs = request.clockOffsetMs;
  try {
    const result = await handler(request.event, lambdaContext(data.functionName, request.requestId, request.deadline));
    reply({ id: request.id, result });
  } catch (error) {
    reply({ id: request.id, error: serializeError(error) });
  }
}

port.on('message', (request: InvokeRequest) => void run(request));
reply({ ready: true });
