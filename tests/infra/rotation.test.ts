/**
 * Rotations as successive syntheses: what a deploy of each step would change. A media key rotation
 * adds a key (a new resource, the key group lists both), then drops the old one; an origin secret
 * rotation changes only the distribution's origin headers. Nothing else may change, or a deploy would
 * replace it.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { publicKeyFingerprint } from '../../functions/shared/media-signing';
import type { EngTechStack } from '../../infra/stack';
import { buildTestApp, logicalIdOf, testPublicKey } from './build';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

const synth = (context: Record<string, unknown>) => {
  const { stack } = buildTestApp(context);
  const json = Template.fromStack(stack).toJSON() as { Resources: Resources; Outputs?: Record<string, unknown> };
  return { stack, resources: json.Resources, outputs: json.Outputs ?? {} };
};

const keyA = testPublicKey();
const keyB = testPublicKey();
const steps = {
  a: synth({ mediaPublicKeys: [keyA] }),
  ab: synth({ mediaPublicKeys: [keyA, keyB] }),
  b: synth({ mediaPublicKeys: [keyB] }),
};

const publicKeyIds = (resources: Resources) =>
  Object.keys(resources)
    .filter((id) => resources[id]!.Type === 'AWS::CloudFront::PublicKey')
    .sort();
const keyGroupOf = (step: (typeof steps)[keyof typeof steps]) =>
  step.resources[logicalIdOf(step.stack, step.stack.mediaDelivery.keyGroup)]!;
/** Every resource but the keys and the key group: what a key rotation must leave alone. */
const rest = (resources: Resources) =>
  Object.fromEntries(
    Object.entries(resources).filter(
      ([, r]) => r.Type !== 'AWS::CloudFront::PublicKey' && r.Type !== 'AWS::CloudFront::KeyGroup',
    ),
  );

describe('a media key rotation', () => {
  const idOf = (step: (typeof steps)[keyof typeof steps], pem: string) => {
    const key = step.stack.mediaDelivery.publicKeys.find(
      (k) => k.node.id === `SigningPublicKey${publicKeyFingerprint(pem)}`,
    );
    if (!key) throw new Error('no resource for the key');
    return logicalIdOf(step.stack, key);
  };

  it('adds the new key as a new resource beside the old, then drops the old one', () => {
    const [a, b] = [idOf(steps.a, keyA), idOf(steps.b, keyB)];
    expect(a).not.toBe(b);
    expect(publicKeyIds(steps.a.resources)).toEqual([a]);
    expect(publicKeyIds(steps.ab.resources)).toEqual([a, b].sort());
    expect(publicKeyIds(steps.b.resources)).toEqual([b]);
    // The same key keeps the same resource, unchanged, through every step: CloudFront never sees an update.
    expect(idOf(steps.ab, keyA)).toBe(a);
    expect(idOf(steps.ab, keyB)).toBe(b);
    expect(steps.ab.resources[a]).toEqual(steps.a.resources[a]);
    expect(steps.b.resources[b]).toEqual(steps.ab.resources[b]);
  });

  it('keeps one key group, updated in place to list the keys of each step', () => {
    const items = (step: (typeof steps)[keyof typeof steps]) =>
      (keyGroupOf(step).Properties!.KeyGroupConfig as { Items: unknown[] }).Items;
    const groupIds = Object.values(steps).map((step) => logicalIdOf(step.stack, step.stack.mediaDelivery.keyGroup));
    expect(new Set(groupIds).size).toBe(1);
    expect(items(steps.a)).toEqual([{ Ref: idOf(steps.a, keyA) }]);
    expect(items(steps.ab)).toEqual([{ Ref: idOf(steps.ab, keyA) }, { Ref: idOf(steps.ab, keyB) }]);
    expect(items(steps.b)).toEqual([{ Ref: idOf(steps.b, keyB) }]);
  });

  it('changes nothing else: the behaviours trust the same key group, the functions keep their settings', () => {
    expect(rest(steps.ab.resources)).toEqual(rest(steps.a.resources));
    expect(rest(steps.b.resources)).toEqual(rest(steps.a.resources));
  });

  it('gives each key’s CloudFront id as an output, for the signing secret', () => {
    const outputs = (step: (typeof steps)[keyof typeof steps]) =>
      Object.keys(step.outputs).filter((name) => name.startsWith('MediaKeyId'));
    const [a, b] = [`MediaKeyId${publicKeyFingerprint(keyA)}`, `MediaKeyId${publicKeyFingerprint(keyB)}`];
    expect(outputs(steps.a)).toEqual([a]);
    expect(outputs(steps.ab).sort()).toEqual([a, b].sort());
    expect(outputs(steps.b)).toEqual([b]);
  });
});

describe('an origin secret rotation', () => {
  const VERSION = '3f1e2d4c-5b6a-4789-8a0b-1c2d3e4f5a6b';
  const before = steps.a;
  const after = synth({ mediaPublicKeys: [keyA], originSecretVersion: VERSION });
  const secretId = logicalIdOf(before.stack, before.stack.originSecret.secret);
  const distributionId = logicalIdOf(before.stack, before.stack.web.distribution);
  const checkers = (stack: EngTechStack) => [...Object.values(stack.api.functions), stack.live!.liveFunction];

  it('gives the checking functions the secret’s ARN and read access, never the value', () => {
    for (const fn of checkers(before.stack)) {
      const fnId = logicalIdOf(before.stack, fn);
      const variables = (before.resources[fnId]!.Properties!.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables.ORIGIN_SECRET_ID, fn.node.path).toEqual({ Ref: secretId });
      expect(variables.ORIGIN_VERIFY, fn.node.path).toBeUndefined();
      const role = logicalIdOf(before.stack, fn.role!);
      const reads = Object.values(before.resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties!.Roles).includes(role))
        .flatMap((r) => (r.Properties!.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement)
        .filter((s) => JSON.stringify(s.Action).includes('secretsmanager:GetSecretValue'));
      expect(
        reads.map((s) => s.Resource),
        fn.node.path,
      ).toContainEqual({ Ref: secretId });
    }
    // No function anywhere holds the value itself.
    for (const resource of Object.values(before.resources).filter((r) => r.Type === 'AWS::Lambda::Function'))
      expect(JSON.stringify(resource.Properties!.Environment ?? {})).not.toContain('resolve:secretsmanager');
  });

  it('changes the origin headers CloudFront sends, to the named version, and nothing else', () => {
    const headers = (resources: Resources) =>
      (
        resources[distributionId]!.Properties!.DistributionConfig as {
          Origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
        }
      ).Origins.flatMap((origin) => origin.OriginCustomHeaders ?? []);
    const [old, rotated] = [headers(before.resources), headers(after.resources)];
    // The API's origin and the live quiz's.
    expect(rotated).toHaveLength(2);
    for (const header of rotated) {
      expect(header.HeaderName).toBe('x-origin-verify');
      expect(JSON.stringify(header.HeaderValue)).toContain(`:SecretString:::${VERSION}}}`);
    }
    for (const header of old) expect(JSON.stringify(header.HeaderValue)).not.toContain(VERSION);
    const changed = Object.keys(after.resources).filter(
      (id) => JSON.stringify(after.resources[id]) !== JSON.stringify(before.resources[id]),
    );
    expect(changed).toEqual([distributionId]);
    expect(Object.keys(after.resources).sort()).toEqual(Object.keys(before.resources).sort());
  });

  it('refuses a version that is not a Secrets Manager VersionId', () => {
    expect(() => synth({ originSecretVersion: 'next' })).toThrow(/must be a Secrets Manager VersionId/);
  });
});
