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

  it('replyTo is required and must be one bare address', () => {
    expect(() => buildTestApp({ replyTo: '' })).toThrow(/Missing CDK context "replyTo"/);
    for (const replyTo of ['class', 'Class <class@engtech.example>', 'a@engtech.example,b@engtech.example']) {
      expect(() => buildTestApp({ replyTo }), replyTo).toThrow(/replyTo .* must be one bare email address/);
    }
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

  describe('own domain: siteOrigin and certificateArn', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';

    it('one without the other → refused, naming both', () => {
      expect(() => buildTestApp({ siteOrigin: 'https://learn.engtech.example' })).toThrow(
        /"siteOrigin" and "certificateArn" go together/,
      );
      expect(() => buildTestApp({ certificateArn })).toThrow(/"siteOrigin" and "certificateArn" go together/);
    });

    it.each([
      'http://learn.engtech.example',
      'https://learn.engtech.example/',
      'https://learn.engtech.example/videos',
      'https://learn.engtech.example:8443',
      'learn.engtech.example',
    ])('siteOrigin %s → refused: it must be https://<domain>', (siteOrigin) => {
      expect(() => buildTestApp({ siteOrigin, certificateArn })).toThrow(/"siteOrigin" must be https:\/\/<domain>/);
    });

    it('a certificate outside us-east-1, or not an ACM ARN → refused', () => {
      for (const arn of [certificateArn.replace('us-east-1', 'ap-south-1'), 'arn:aws:iam::123456789012:role/x']) {
        expect(() => buildTestApp({ siteOrigin: 'https://learn.engtech.example', certificateArn: arn })).toThrow(
          /"certificateArn" must be the ARN of an ACM certificate in us-east-1/,
        );
      }
    });
  });

  it('exam link prefixes must be https', () => {
    expect(() => buildTestApp({ examLinkPrefixes: 'http://forms.gle/' })).toThrow(/https:\/\//);
  });
});
