/**
 * `npm start` (after the web build) and `npm run dev` (--dev: Vite hot reload): the whole site
 * offline in one process, data under .data/. A thin CLI over startLocalStack.
 */
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATA_DIR, DEFAULT_ADMIN } from '../local/config';
import { feePlanSummary } from '../local/seed/fee-plan-content';
import { SAMPLE_NEXT_QUIZ, SAMPLE_PAST_QUIZ } from '../local/seed/quiz-content';
import { startLocalStack, type LocalStack } from '../local/stack';

export { startLocalStack } from '../local/stack';
export type { LocalStack, LocalStackOptions } from '../local/stack';

const STOP_GRACE_MS = 5_000;

function banner(stack: LocalStack, dev: boolean, seconds: number): string {
  const password =
    stack.admin.password === DEFAULT_ADMIN.password ? stack.admin.password : '(the ADMIN_PASSWORD you set)';
  const rows = [
    ['Site', `${stack.url}${dev ? '   (Vite hot reload)' : ''}`],
    ['Admin login', `${stack.admin.email} / ${password}`],
    ['Mail inbox', `${stack.sesUrl}   (OTP codes land here; JSON at ${stack.sesUrl}/store)`],
    [
      'Live quiz',
      `${stack.url}/quiz-viewer   next: "${SAMPLE_NEXT_QUIZ.title}"; to practise: "${SAMPLE_PAST_QUIZ.title}"`,
    ],
    ['Fees', `${stack.url}/fees (student pays), ${stack.url}/admin/payments (admin checks)`],
    ['Fee plans', feePlanSummary()],
    ['Data', `${relative(process.cwd(), DATA_DIR) || DATA_DIR}/   (npm run reset wipes it)`],
  ];
  return [
    '',
    `  EngTech Academy is ready in ${seconds.toFixed(1)} s`,
    '',
    ...rows.map(([label, value]) => `  ${(label ?? '').padEnd(12)} ${value}`),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

function explain(error: unknown): string {
  if (error instanceof Error && error.name === 'PortInUseError') return error.message;
  if (error instanceof Error && error.message.includes('npm run build:web')) return error.message;
  return `The local stack failed to start:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let stack: LocalStack;
  try {
    stack = await startLocalStack({ dataDir: DATA_DIR, dev, lambdaThreads: true });
  } catch (error) {
    console.error(explain(error));
    process.exit(1);
  }
  // performance.now() counts from process start, so this includes loading the code.
  console.log(banner(stack, dev, performance.now() / 1000));

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: stopping…`);
    const stopStarted = performance.now();
    setTimeout(() => {
      console.error(`  Still stopping after ${STOP_GRACE_MS / 1000} s; exiting anyway.`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    stack.stop().then(
      () => {
        console.log(`  Stopped in ${Math.round(performance.now() - stopStarted)} ms.`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('  Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
