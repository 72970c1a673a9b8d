/**
 * Timing a bundle's module init for the Lambda section: a fresh `node` process per sample that times
 * only `await import(bundle)`, with the environment the function gets in the cloud (its
 * configuration, region, role credentials, Lambda's own variables and NODE_OPTIONS).
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { EndpointGroup } from '../functions/groups';
import { buckets, tables } from '../functions/shared/resources';
import { lambdaEnvironment, lambdaLoggingEnvironment, lambdaRuntime } from '../infra/bundling';

const run = promisify(execFile);

export interface Sample {
  wall: number;
  cpu: number;
}

/** What a function of this group sees in process.env in the cloud (credentials are placeholders). */
export function cloudEnvironment(group: EndpointGroup, taskRoot: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    ...lambdaEnvironment({
      tableName: (key) => tables[key].localName,
      bucketName: (key) => buckets[key].localName,
      mailFrom: 'EngTech Academy <no-reply@engtech.example>',
      replyTo: 'class@engtech.example',
      mailConfigurationSet: 'engtech-mail',
      brandName: 'EngTech Academy',
      siteOrigin: 'https://engtech.example',
      originSecretId: 'bench-origin-secret',
      examLinkPrefixes: 'https://docs.google.com/forms/,https://forms.gle/',
    }),
    ...lambdaLoggingEnvironment(group),
    AWS_REGION: 'eu-west-1',
    AWS_DEFAULT_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'ASIABENCHMARKPLACEHOLDER',
    AWS_SECRET_ACCESS_KEY: 'bench-placeholder-secret',
    AWS_SESSION_TOKEN: 'bench-placeholder-token',
    AWS_EXECUTION_ENV: `AWS_Lambda_${lambdaRuntime.name}`,
    AWS_LAMBDA_FUNCTION_NAME: `engtech-${group.name}`,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(group.memoryMB ?? 512),
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    LAMBDA_TASK_ROOT: taskRoot,
    _HANDLER: 'index.handler',
    TZ: ':UTC',
  };
}

// Only the import is timed; the process start and this script's own parse are not.
const IMPORT_SCRIPT = `
const url = process.argv[1];
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await import(url);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(JSON.stringify({ wall, cpu: (cpu.user + cpu.system) / 1000 }), () => process.exit(0));
`;

export async function timeImport(file: string, env: Record<string, string>, cwd: string): Promise<Sample> {
  // --no-warnings: this Node (20) makes the SDK print a "Node 22 will be required" notice that the
  // Node 22 runtime never prints; it is not part of what is measured.
  const { stdout } = await run(
    process.execPath,
    ['--no-warnings', '--input-type=module', '--eval', IMPORT_SCRIPT, pathToFileURL(file).href],
    { env, cwd, timeout: 60_000 },
  );
  return JSON.parse(stdout) as Sample;
}
