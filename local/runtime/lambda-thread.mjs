// A group's worker thread starts here. Node 20 does not hand the parent's module hooks (tsx, when
// the stack runs under `node --import tsx`) to a worker, nor apply a worker's own `--import` hooks
// to its entry module, and under vitest there are no hooks to inherit at all; so the worker
// registers tsx itself before it imports any TypeScript.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.worker);
