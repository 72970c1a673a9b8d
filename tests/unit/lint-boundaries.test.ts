/**
 * The import boundaries and the cycle rule are only as good as their configuration: a zone whose
 * path points nowhere, or an import the resolver cannot follow, forbids nothing and says nothing.
 * Each file in tests/lint-fixtures is one import, linted with the repository's own config as if it
 * lived where its header says; a forbidden direction must be refused by the rule it names, and an
 * allowed one must pass. The fixtures are excluded from the repository's lint and typecheck.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtureDir = join(root, 'tests/lint-fixtures');

/** Every direction that must stay forbidden; a fixture removed or renamed fails the inventory test. */
const FORBIDDEN = [
  'web-to-infra',
  'web-to-bin',
  'web-to-local',
  'web-to-tests',
  'web-to-functions-code',
  'web-to-schema-file',
  'functions-to-web',
  'functions-to-infra',
  'functions-to-bin',
  'functions-to-local',
  'functions-to-tests',
  'infra-to-bin',
  'infra-to-local',
  'infra-to-web',
  'group-to-group',
  'shared-to-group',
  'shared-to-domain',
  'domain-to-group',
  'web-base-to-feature',
  'feature-to-app',
  'feature-to-feature-internals',
  'cycle-functions',
  'cycle-web',
];

interface Fixture {
  name: string;
  code: string;
  livesAt: string;
  /** The rule that must refuse it, or 'pass'. */
  expect: string;
}

function readFixture(file: string): Fixture {
  const code = readFileSync(join(fixtureDir, file), 'utf8');
  const livesAt = /^\/\/ lives at: (\S+)$/m.exec(code)?.[1];
  const expected = /^\/\/ expect: (\S+)$/m.exec(code)?.[1];
  if (!livesAt || !expected) throw new Error(`${file} names neither where it lives nor what lint must say`);
  return { name: file.replace(/\.ts$/, ''), code, livesAt, expect: expected };
}

const fixtures = readdirSync(fixtureDir)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .map(readFixture);

const eslint = new ESLint({ cwd: root });

async function lint(fixture: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(fixture.code, { filePath: join(root, fixture.livesAt) });
  return result!.messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('lint boundaries', () => {
  it('keeps a fixture for every forbidden direction, and some allowed ones', () => {
    const names = fixtures.map((fixture) => fixture.name);
    expect(names.filter((name) => !name.startsWith('allowed-')).sort()).toEqual([...FORBIDDEN].sort());
    expect(names.filter((name) => name.startsWith('allowed-')).length).toBeGreaterThan(0);
  });

  describe.each(fixtures.filter((fixture) => fixture.expect !== 'pass'))('$name', (fixture) => {
    it(`is refused by ${fixture.expect}, and by nothing else`, async () => {
      const messages = await lint(fixture);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(new RegExp(`^${fixture.expect}: `));
    }, 60_000);
  });

  describe.each(fixtures.filter((fixture) => fixture.expect === 'pass'))('$name', (fixture) => {
    it('passes', async () => {
      expect(await lint(fixture)).toEqual([]);
    }, 60_000);
  });
});
