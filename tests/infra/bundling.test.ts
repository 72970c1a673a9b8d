/**
 * The Lambda bundles: every synthesized function's code is exactly what infra/bundling.ts's esbuild
 * options produce (the options the bench measures), the SDK is inside it, and what is left external
 * is reached only through a lazy import() — nothing is taken from the runtime's SDK copy at init.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CfnElement } from 'aws-cdk-lib';
import { build, type Metafile } from 'esbuild';
import {
  bundleFileName,
  lambdaBundling,
  lambdaBundlingFor,
  lambdaEsbuildOptions,
  lambdaExternalModules,
  lazyCredentialModules,
  lazyEventStreamModules,
} from '../../infra/bundling';
import type { EndpointGroup } from '../../functions/groups';
import { buildTestApp, testGroups } from './build';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

async function sharedOptionsBundle(
  group: EndpointGroup,
): Promise<{ code: Buffer; metafile: Metafile; outfile: string }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'engtech-bundle-'));
  const options = lambdaEsbuildOptions(projectRoot, group, outDir);
  const result = await build({ ...options, metafile: true });
  return { code: readFileSync(options.outfile!), metafile: result.metafile, outfile: options.outfile! };
}

// Built right before the synthesis (which bundles the same sources again) so both see the same files.
const ours = new Map(
  await Promise.all(testGroups.map(async (group) => [group.name, await sharedOptionsBundle(group)] as const)),
);
const { app, stack } = buildTestApp();
const assembly = app.synth();
const resources = stack.resolve(assembly.getStackArtifact(stack.artifactId).template.Resources) as Record<
  string,
  { Properties: { Code?: { S3Key?: string } } }
>;
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const endpointGroupsOnly = () => testGroups.filter((group) => group.name !== 'fixtureMedia');

function assetBundle(groupName: string): Buffer {
  const fn = stack.api.functions[groupName]!;
  const id = stack.resolve(stack.getLogicalId(fn.node.defaultChild as CfnElement)) as string;
  const key = resources[id]!.Properties.Code!.S3Key!.replace(/\.zip$/, '');
  return readFileSync(path.join(assembly.directory, `asset.${key}`, bundleFileName));
}

describe('lambda bundles', () => {
  it.each(testGroups.map((group) => [group.name, group] as const))(
    "%s: the synthesized asset is byte-identical to the shared options' bundle, with the SDK inside and lazy externals only",
    (name, group) => {
      const bundle = ours.get(name)!;
      // Booleans, so that a failure does not print two bundles.
      expect(assetBundle(name).equals(bundle.code)).toBe(true);

      const output = Object.entries(bundle.metafile.outputs).find(
        ([file]) => path.resolve(projectRoot, file) === bundle.outfile,
      )![1];
      const externals = output.imports.filter((entry) => entry.external && !builtins.has(entry.path));
      // Whatever is external is only imported lazily (never at init) and only the group's own
      // externals (the credential chain's sources; the event-stream codec where S3 is absent).
      expect(externals.filter((entry) => entry.kind !== 'dynamic-import')).toEqual([]);
      const groupExternals = lambdaExternalModules(group);
      const allowed = (specifier: string) =>
        groupExternals.some((pattern) =>
          pattern.endsWith('/*') ? specifier.startsWith(pattern.slice(0, -1)) : specifier === pattern,
        );
      expect(externals.map((entry) => entry.path).filter((specifier) => !allowed(specifier))).toEqual([]);
      // A group whose externals include the event-stream codec has it out of the bundle, reached lazily.
      if (groupExternals.includes(lazyEventStreamModules[0])) {
        expect(Object.keys(output.inputs).some((input) => input.includes('/submodules/event-streams/'))).toBe(false);
        expect(
          externals.some((entry) => entry.path === lazyEventStreamModules[0] && entry.kind === 'dynamic-import'),
        ).toBe(true);
      }

      // The SDK the group uses is compiled in (the fixture uses none).
      const inputs = Object.keys(output.inputs);
      const usesSdk = inputs.some((input) => input.includes('functions/shared/dynamo.ts'));
      if (usesSdk) expect(inputs.some((input) => input.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
    },
  );

  it('keeps only the schemas a group uses (functions/shared/schemas is tree-shaken per bundle)', () => {
    // The schema module builds every top-level schema through a pure-marked helper so that unused ones are
    // dropped; an unmarked construction would put it (and the zod code it uses) back in every bundle.
    // Each marker is a pattern of schema code that only the groups listed beside it use: the NIC
    // check serves registration and the fee search by NIC.
    const only: Record<string, { marker: string; groups: readonly string[] }> = {
      nic: { marker: 'functions/shared/schemas/nic.ts', groups: ['user', 'fees'] },
      classTimes: { marker: String.raw`2[0-3]):[0-5]\d$`, groups: ['class'] },
      partEtags: { marker: String.raw`[0-9a-fA-F]{32}(-\d{1,5})`, groups: ['media'] },
    };
    for (const group of endpointGroupsOnly()) {
      const bundle = ours.get(group.name)!;
      const output = Object.entries(bundle.metafile.outputs).find(
        ([file]) => path.resolve(projectRoot, file) === bundle.outfile,
      )![1];
      const found = Object.fromEntries(
        Object.entries(only).map(([name, { marker }]) => [
          name,
          marker.startsWith('functions/')
            ? Object.keys(output.inputs).some((input) => input.endsWith(marker))
            : bundle.code.includes(marker),
        ]),
      );
      expect({ group: group.name, ...found }).toEqual({
        group: group.name,
        ...Object.fromEntries(Object.entries(only).map(([name, { groups }]) => [name, groups.includes(group.name)])),
      });
    }
  });

  it('tells CDK to bundle the SDK and to leave external only the lazily loaded credential sources', () => {
    expect(lambdaBundling.bundleAwsSDK).toBe(true);
    expect([...lambdaBundling.externalModules]).toEqual([...lazyCredentialModules]);
    expect(lambdaBundling.externalModules.some((module) => /^@aws-sdk\/(client-|lib-|core$|\*)/.test(module))).toBe(
      false,
    );
    for (const group of testGroups) {
      const external = lambdaBundlingFor(group).externalModules ?? [];
      expect(
        external.every((module) => [...lazyCredentialModules, ...lazyEventStreamModules].includes(module as never)),
      ).toBe(true);
    }
  });

  it('keeps the event-stream codec bundled exactly where the S3 client is (media, slides), external elsewhere', () => {
    const external = Object.fromEntries(
      testGroups.map((group) => [group.name, lambdaExternalModules(group).includes(lazyEventStreamModules[0])]),
    );
    expect(external).toMatchObject({
      media: false,
      slides: false,
      user: true,
      class: true,
      exam: true,
      contact: true,
      videoMeta: true,
    });
  });
});
