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

const NODE_GLOBALS = "export const fromNode = [Buffer.from('x'), process.env.HOME];";
const DOM_GLOBALS = 'export const fromDom = [window.location.href, document.title];';

describe('runtime types', () => {
  it('the web knows the DOM and not Node', () => {
    expect(typeErrors('web/src/tsconfig.json', 'web/src/lib/probe.ts', DOM_GLOBALS)).toEqual([]);
    const errors = typeErrors('web/src/tsconfig.json', 'web/src/lib/probe.ts', NODE_GLOBALS);
    expect(errors.join('\n')).toMatch(/Cannot find name 'Buffer'/);
    expect(errors.join('\n')).toMatch(/Cannot find name 'process'/);
  }, 60_000);

  it('functions, infra and the local stack know Node and not the DOM', () => {
    expect(typeErrors('tsconfig.node.json', 'functions/shared/probe.ts', NODE_GLOBALS)).toEqual([]);
    const errors = typeErrors('tsconfig.node.json', 'functions/shared/probe.ts', DOM_GLOBALS);
    expect(errors.join('\n')).toMatch(/Cannot find name 'window'/);
    expect(errors.join('\n')).toMatch(/Cannot find name 'document'/);
  }, 60_000);

  it('the tests know both', () => {
    expect(typeErrors('tests/tsconfig.json', 'tests/unit/probe.ts', `${NODE_GLOBALS}\n${DOM_GLOBALS}`)).toEqual([]);
  }, 60_000);
});
