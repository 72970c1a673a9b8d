/**
 * Settings that cannot be half-right: what a deployment refuses (placeholder mail domains, half a
 * custom domain, a region missing a service the stack needs), and what an offline synth still takes.
 * No bundling: these check what buildApp accepts, not what it synthesises.
 */
import { buildApp } from '../../infra/app';
import { refusePlaceholderMail, SUPPORTED_REGIONS } from '../../infra/deploy-settings';
import { cdkContext, webBuildFixture } from './build';

describe('settings a deployment refuses', () => {
  const build = (
    context: Record<string, string>,
    cli: { CDK_DEFAULT_ACCOUNT?: string; CDK_DEFAULT_REGION?: string } = {},
  ) =>
    buildApp({
      appProps: {
        context: { ...cdkContext, webAssetPath: webBuildFixture(), 'aws:cdk:bundling-stacks': [], ...context },
      },
      cli,
    });
  const deploying = { CDK_DEFAULT_ACCOUNT: '123456789012' };
  const ownMail = {
    mailFrom: 'EngTech Academy <no-reply@engtech.lk>',
    replyTo: 'class@engtech.lk',
    sesIdentity: 'engtech.lk',
  };

  it('offline (no account), cdk.json’s placeholder mail domains synthesise', () => {
    expect(() => build({})).not.toThrow();
  });

  it.each([
    [
      'sesIdentity',
      { ...ownMail, sesIdentity: 'engtech.example', mailFrom: 'EngTech Academy <no-reply@engtech.example>' },
    ],
    ['sesIdentity', { ...ownMail, sesIdentity: 'mail.example.com', mailFrom: 'no-reply@mail.example.com' }],
    ['replyTo', { ...ownMail, replyTo: 'class@engtech.example' }],
  ])('deploying (the CLI found an account), a placeholder domain in %s is refused by name', (key, mail) => {
    expect(() => build(mail, deploying)).toThrow(new RegExp(`Context "${key}" is .*placeholder domain`));
  });

  it('a sender with a display name is judged by its address', () => {
    expect(() =>
      refusePlaceholderMail({
        sesIdentity: 'engtech.lk',
        mailFrom: 'EngTech <no-reply@x.example>',
        replyTo: 'c@engtech.lk',
      }),
    ).toThrow(/Context "mailFrom" is "EngTech <no-reply@x.example>"/);
    expect(() => refusePlaceholderMail({ ...ownMail, mailFrom: 'Example School <no-reply@engtech.lk>' })).not.toThrow();
  });

  it('-c deployment=true asks for the same checks without credentials', () => {
    expect(() => build({ deployment: 'true' })).toThrow(/Context "(mailFrom|replyTo|sesIdentity)" is .*placeholder/);
  });

  it('deploying with real mail domains goes ahead, under the CLI’s account', () => {
    const { stack, edge } = build(ownMail, deploying);
    expect([stack.account, edge.account]).toEqual(['123456789012', '123456789012']);
  });

  it('half a custom domain is refused, naming the missing setting', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';
    expect(() => build({ siteOrigin: 'https://learn.engtech.lk' })).toThrow(/Context "certificateArn" is missing/);
    expect(() => build({ certificateArn })).toThrow(/Context "siteOrigin" is missing/);
  });

  it('cdk.json holds the region and both custom-domain keys, so no deploy drops them', () => {
    expect(cdkContext).toHaveProperty('region', 'ap-south-1');
    expect(cdkContext).toHaveProperty('siteOrigin');
    expect(cdkContext).toHaveProperty('certificateArn');
  });

  it('the region: from context, else the CLI’s; one without SES, MediaConvert or standard logs is refused', () => {
    const { region: _omit, ...withoutRegion } = cdkContext;
    const noRegion = (cli: { CDK_DEFAULT_REGION?: string }) =>
      buildApp({
        appProps: { context: { ...withoutRegion, webAssetPath: webBuildFixture(), 'aws:cdk:bundling-stacks': [] } },
        cli,
      });
    expect(noRegion({ CDK_DEFAULT_REGION: 'eu-west-1' }).stack.region).toBe('eu-west-1');
    expect(() => noRegion({})).toThrow(/Context "region" is missing/);
    for (const region of ['af-south-1', 'me-south-1', 'ap-east-1', 'eu-south-1', 'ap-south-2']) {
      expect(() => build({ region }), region).toThrow(new RegExp(`Context "region" is "${region}".*SES, MediaConvert`));
    }
    expect(SUPPORTED_REGIONS).toContain('ap-south-1');
  });
});
