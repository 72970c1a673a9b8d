// dynalite in a worker thread of its own. The handlers, the site's server and the twins share the
// main thread's event loop; every request they make to DynamoDB also costs dynalite's parsing,
// validation and storage work, which here runs on another core instead of queueing behind them.
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({ path: workerData.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.once('error', (error) => parentPort.postMessage({ error: String(error) }));
server.listen(workerData.port, workerData.host, () => parentPort.postMessage({ listening: true }));
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  server.closeAllConnections?.();
  server.close(() => parentPort.postMessage({ closed: true }));
});
