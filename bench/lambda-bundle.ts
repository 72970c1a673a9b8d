/**
 * Building one endpoint group's bundle for the Lambda section: the options NodejsFunction gets
 * (infra/bundling.ts), optionally overridden (the SDK left to the runtime, the logger stubbed), with
 * the output's bytes split by origin and the externals it still reaches.
 */
import { builtinModules } from 'node:module';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import type { EndpointGroup } from '../functions/groups';
import { lambdaEsbuildOptions } from '../infra/bundling';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** CDK's default externals for a Node 22 runtime: the SDK taken from the runtime's own copy. */
export const RUNTIME_SDK_EXTERNALS = ['@aws-sdk/*'];

export interface Built {
  group: EndpointGroup;
  file: string;
  bytes: number;
  mapBytes: number;
  /** Bytes of the output by origin. */
  parts: { sdk: number; zod: number; logger: number; app: number; other: number };
  /** Non-built-in modules left external, by how the bundle reaches them. */
  externalsAtInit: string[];
  externalsLazy: string[];
}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

function origin(input: string): keyof Built['parts'] {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  if (!pkg) return input.startsWith('functions/') || input.startsWith('infra/') ? 'app' : 'other';
  // mnemonist and obliterator are the SDK's endpoint cache (DynamoDB endpoint discovery).
  if (/^@(aws-sdk|smithy|aws)\//.test(pkg) || pkg === 'mnemonist' || pkg === 'obliterator') return 'sdk';
  if (pkg.startsWith('@aws-lambda-powertools/')) return 'logger';
  return pkg === 'zod' ? 'zod' : 'other';
}

export async function bundle(
  group: EndpointGroup,
  outDir: string,
  overrides: Pick<BuildOptions, 'external' | 'plugins'> = {},
): Promise<Built> {
  const options = lambdaEsbuildOptions(REPO_ROOT, group, outDir);
  const result = await build({ ...options, ...overrides, metafile: true });
  const metafile = result.metafile as Metafile;
  const file = options.outfile as string;
  const output = Object.entries(metafile.outputs).find(([name]) => join(REPO_ROOT, name) === file)?.[1];
  if (!output) throw new Error(`esbuild wrote no ${file}`);
  const parts = { sdk: 0, zod: 0, logger: 0, app: 0, other: 0 };
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) parts[origin(input)] += bytesInOutput;
  const externals = output.imports.filter((entry) => entry.external && !builtins.has(entry.path));
  const unique = (paths: string[]) => [...new Set(paths)].sort();
  return {
    group,
    file,
    bytes: (await stat(file)).size,
    mapBytes: (await stat(`${file}.map`)).size,
    parts,
    externalsAtInit: unique(externals.filter((entry) => entry.kind !== 'dynamic-import').map((entry) => entry.path)),
    externalsLazy: unique(externals.filter((entry) => entry.kind === 'dynamic-import').map((entry) => entry.path)),
  };
}
