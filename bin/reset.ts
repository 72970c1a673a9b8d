/**
 * `npm run reset`: deletes the local stack's data (.data/). Refuses while the stack seems to be
 * running, since the engines hold those files open; --force skips that check.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { DATA_DIR, listenHostFromEnv, portAnswers, portsFromEnv } from '../local/config';

const force = process.argv.includes('--force');
const shown = `${relative(process.cwd(), DATA_DIR) || DATA_DIR}/`;

if (!force) {
  const ports = portsFromEnv();
  const probes: [string, number, string | undefined][] = [
    ['PORT', ports.web, listenHostFromEnv()],
    ['DYNAMODB_PORT', ports.dynamodb, undefined],
  ];
  for (const [variable, port, host] of probes) {
    if (await portAnswers(port, host)) {
      console.error(
        `Port ${port} (${variable}) answers: the local stack seems to be running. Stop it (Ctrl-C) first, or pass --force.`,
      );
      process.exit(1);
    }
  }
}

if (!existsSync(DATA_DIR)) {
  console.log(`Nothing to reset: ${shown} does not exist.`);
} else {
  await rm(DATA_DIR, { recursive: true, force: true });
  console.log(`Deleted ${shown}. The next npm start seeds a fresh admin and sample classes.`);
}
