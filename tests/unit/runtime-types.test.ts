/**
 * Each runtime is type-checked with its own globals: the web with the DOM's and none of Node's,
 * the functions, infra and the local stack with Node's and none of the DOM's, the tests with both.
 * A line that uses the other runtime's globals is compiled here with each project's own options (as
 * if it lived in that project) and must fail, so adding `node` to the web's types, or `DOM` to the
 * Lambda code's lib, cannot pass unnoticed.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function optionsOf(project: string): ts.CompilerOptions {
  const path = join(root, project);
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(path)).options;
}

// The libraries and @types are the same files in every program: parse each once.
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The type errors of `code` compiled on its own, as the file `fileName` of `project`. */
function typeErrors(project: string, fileName: string, code: string): string[] {
  const options = optionsOf(project);
  const file = join(root, fileName);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.fileExists = (name) => name === file || fileExists(name);
  host.getSourceFile = (name, language, ...rest) => {
    if (name === file) return ts.createSourceFile(name, code, language);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, language, ...rest));
    return parsed.get(name);
  };
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const GLOBALS = {
  node: { code: "export const fromNode = [Buffer.from('x'), process.env.HOME];", names: ['Buffer', 'process'] },
  dom: { code: 'export const fromDom = [window.location.href, document.title];', names: ['window', 'document'] },
};

const RUNTIMES = [
  { name: 'the web', project: 'web/src/tsconfig.json', file: 'web/src/lib/probe.ts', knows: ['dom'], lacks: ['node'] },
  {
    name: 'functions, infra and the local stack',
    project: 'tsconfig.node.json',
    file: 'functions/shared/probe.ts',
    knows: ['node'],
    lacks: ['dom'],
  },
  { name: 'the tests', project: 'tests/tsconfig.json', file: 'tests/unit/probe.ts', knows: ['node', 'dom'], lacks: [] },
] as const;

describe.each(RUNTIMES)('$name', ({ project, file, knows, lacks }) => {
  it(`know ${knows.join(' and ')}${lacks.length ? `, not ${lacks.join(' or ')}` : ''}`, () => {
    expect(typeErrors(project, file, knows.map((runtime) => GLOBALS[runtime].code).join('\n'))).toEqual([]);
    for (const runtime of lacks) {
      const errors = typeErrors(project, file, GLOBALS[runtime].code).join('\n');
      for (const name of GLOBALS[runtime].names) expect(errors).toMatch(new RegExp(`Cannot find name '${name}'`));
    }
  }, 60_000);
});
