/**
 * cdk-nag 3 (AwsSolutions) runs as a policy-validation plugin during synthesis. The stack must have
 * no unacknowledged finding, every acknowledgement must say why, and a new violation must fail synth.
 */
import { Validations } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { buildTestApp, fixtureGroup } from './build';

function acknowledgements(root: IConstruct): { path: string; id: string; reason: unknown }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  const { app } = buildTestApp();

  it('synthesises with the checks registered and no unacknowledged finding', () => {
    expect(() => app.synth()).not.toThrow();
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(
      report.violations.map((v) => `${v.severity} ${v.ruleName} ${v.violatingResources.map((r) => r.constructPath)}`),
    ).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('every acknowledgement carries a real reason and names a specific rule', () => {
    const all = acknowledgements(app);
    expect(all.length).toBeGreaterThan(0);
    for (const { path, id, reason } of all) {
      expect(typeof reason, `${path} ${id}`).toBe('string');
      expect((reason as string).trim().length, `${path} ${id}`).toBeGreaterThanOrEqual(40);
      expect(id, path).toMatch(/AwsSolutions-[A-Z0-9]+(\[.+\])?$/);
    }
    // Nothing is waved through for the whole stack: acknowledgements sit on the resources they cover.
    const stackPath = app.node.children.find((child) => child.node.id === 'EngTechAcademy')!.node.path;
    expect(all.filter(({ path }) => path === stackPath || path === '')).toEqual([]);
  });

  it('a new violation fails synthesis (the plugin is live, not decorative)', () => {
    const { app: careless, stack } = buildTestApp({}, [fixtureGroup]);
    new s3.Bucket(stack, 'CarelessBucket'); // no TLS-only policy, no access logs
    expect(() => careless.synth()).toThrow(/AwsSolutions-S10|AwsSolutions-S1/);
  });
});

describe('configuration errors are explained at synth time', () => {
  it('missing web build → tells the operator to run npm run build:web', () => {
    expect(() => buildTestApp({ webAssetPath: '/nonexistent/web/dist' })).toThrow(/npm run build:web/);
  });

  it('missing context value → names it', () => {
    expect(() => buildTestApp({ sesIdentity: '' })).toThrow(/Missing CDK context "sesIdentity"/);
  });

  it('mailFrom outside the SES identity domain → refused', () => {
    expect(() => buildTestApp({ mailFrom: 'no-reply@elsewhere.example' })).toThrow(
      /must be an address at the SES identity domain/,
    );
  });

  it('mailFrom may carry a display name', () => {
    expect(() =>
      buildTestApp({ mailFrom: 'EngTech Academy <no-reply@engtech.example>' }, [fixtureGroup]),
    ).not.toThrow();
  });

  it('adminEmail must be an address, and reaches the handlers as ADMIN_EMAIL', () => {
    expect(() => buildTestApp({ adminEmail: 'owner' })).toThrow(/"adminEmail" must be an email address/);
    const { stack } = buildTestApp({ adminEmail: 'owner@tutor.example' }, [fixtureGroup]);
    const fn = stack.api.functions[fixtureGroup.name]!.node.defaultChild as CfnFunction;
    expect(stack.resolve(fn.environment)).toMatchObject({ variables: { ADMIN_EMAIL: 'owner@tutor.example' } });
  });

  it('exam link prefixes must be https', () => {
    expect(() => buildTestApp({ examLinkPrefixes: 'http://forms.gle/' })).toThrow(/https:\/\//);
  });
});
