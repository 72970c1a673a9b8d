/**
 * Limits per client at the edge: the web ACL in its own us-east-1 stack, attached to the distribution
 * of the main stack across regions.
 */
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { edgeTexts } from '../../functions/shared/schemas/edge';
import { isMessageCode } from '../../functions/shared/schemas/message-codes';
import { COMMON_RULES_COUNTED, EDGE_RATE_RULES, MANAGED_RULE_GROUPS, RATE_WINDOW_SECONDS } from '../../infra/edge-waf';
import { buildTestApp, cdkContext, logicalIdOf } from './build';

interface ByteMatch {
  FieldToMatch: unknown;
  PositionalConstraint: string;
  SearchString: string;
  TextTransformations: unknown;
}
interface Rule {
  Name: string;
  Priority: number;
  Statement: {
    RateBasedStatement?: {
      Limit: number;
      AggregateKeyType: string;
      EvaluationWindowSec: number;
      ScopeDownStatement?: {
        ByteMatchStatement?: ByteMatch;
        OrStatement?: { Statements: { ByteMatchStatement: ByteMatch }[] };
      };
    };
    ManagedRuleGroupStatement?: {
      VendorName: string;
      Name: string;
      RuleActionOverrides?: { Name: string; ActionToUse: unknown }[];
    };
  };
  Action?: { Block?: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string } } };
  OverrideAction?: unknown;
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean; MetricName: string };
}

describe('the edge stack and its web ACL', () => {
  let app: ReturnType<typeof buildTestApp>['app'];
  let stack: ReturnType<typeof buildTestApp>['stack'];
  let edge: ReturnType<typeof buildTestApp>['edge'];
  let acl: { Properties: Record<string, unknown> };
  let rules: Rule[];
  let distributionConfig: Record<string, unknown>;

  beforeAll(() => {
    ({ app, stack, edge } = buildTestApp());
    const acls = Template.fromStack(edge).findResources('AWS::WAFv2::WebACL');
    expect(Object.keys(acls)).toHaveLength(1);
    acl = Object.values(acls)[0] as { Properties: Record<string, unknown> };
    rules = acl.Properties.Rules as Rule[];
    const resources = Template.fromStack(stack).toJSON().Resources as Record<
      string,
      { Properties: Record<string, unknown> }
    >;
    distributionConfig = resources[logicalIdOf(stack, stack.web.distribution)]!.Properties.DistributionConfig as Record<
      string,
      unknown
    >;
  }, 120_000);

  it('both stacks are in the one app: the edge in us-east-1, the site in the cdk.json region, edge first', () => {
    const stacks = app.node.children.filter(Stack.isStack);
    expect(stacks.map((s) => s.stackName).sort()).toEqual(['EngTechAcademy', 'EngTechAcademy-Edge']);
    expect(edge.region).toBe('us-east-1');
    expect(stack.region).toBe(cdkContext.region);
    expect(stack.dependencies).toContain(edge);
  });

  it('is a CLOUDFRONT web ACL that lets through what no rule stops, with metrics for it and every rule', () => {
    expect(acl.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
    });
    for (const rule of rules) {
      expect(rule.VisibilityConfig, rule.Name).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    }
    expect(new Set(rules.map((r) => r.VisibilityConfig.MetricName)).size).toBe(rules.length);
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
  });

  const scopedPaths = (rule: Rule): string[] => {
    const scope = rule.Statement.RateBasedStatement!.ScopeDownStatement;
    if (!scope) return [];
    const matches = scope.OrStatement
      ? scope.OrStatement.Statements.map((s) => s.ByteMatchStatement)
      : [scope.ByteMatchStatement!];
    return matches.map((m) => {
      expect(m.FieldToMatch).toEqual({ UriPath: {} });
      expect(m.TextTransformations).toEqual([{ Priority: 0, Type: 'URL_DECODE' }]);
      return `${m.PositionalConstraint} ${m.SearchString}`;
    });
  };
  const rateRule = (name: string): Rule => {
    const rule = rules.find((r) => r.Name === name);
    expect(rule, name).toBeDefined();
    expect(rule!.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: RATE_WINDOW_SECONDS,
    });
    return rule!;
  };

  it('counts sign-in, registration, code resends and password resets per client address', () => {
    const rule = rateRule('SignInAndCodes');
    expect(scopedPaths(rule).sort()).toEqual(
      [
        'EXACTLY /api/user/createUser',
        'EXACTLY /api/user/forgotPassword',
        'EXACTLY /api/user/login',
        'EXACTLY /api/user/resendOtp',
        'EXACTLY /api/user/resetPassword',
      ].sort(),
    );
    expect(rule.Statement.RateBasedStatement!.Limit).toBe(1_500);
  });

  it('counts contact messages per client address', () => {
    const rule = rateRule('Contact');
    expect(scopedPaths(rule)).toEqual(['EXACTLY /api/contact/createMessage']);
    expect(rule.Statement.RateBasedStatement!.Limit).toBe(100);
  });

  it('counts live quiz answers (HTTP) and WebSocket upgrades on /live per client address', () => {
    const rule = rateRule('LiveQuiz');
    expect(scopedPaths(rule).sort()).toEqual(['EXACTLY /live', 'STARTS_WITH /api/quiz/answer/']);
    expect(rule.Statement.RateBasedStatement!.Limit).toBe(20_000);
  });

  it('puts a ceiling over every request of a client address', () => {
    const rule = rateRule('Ceiling');
    expect(rule.Statement.RateBasedStatement!.ScopeDownStatement).toBeUndefined();
    expect(rule.Statement.RateBasedStatement!.Limit).toBe(60_000);
  });

  it('has no rate rule but these four, and the ceiling is the highest limit (a narrower rule never meets it first)', () => {
    expect(rules.filter((r) => r.Statement.RateBasedStatement).map((r) => r.Name)).toEqual(
      EDGE_RATE_RULES.map((r) => r.name),
    );
    expect(Math.max(...EDGE_RATE_RULES.map((r) => r.limit))).toBe(
      rateRule('Ceiling').Statement.RateBasedStatement!.Limit,
    );
  });

  it('refuses a flooding address with 429 and the API’s JSON shape, its code the edge’s own', () => {
    const bodies = acl.Properties.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;
    for (const rule of rules.filter((r) => r.Statement.RateBasedStatement)) {
      const response = rule.Action!.Block!.CustomResponse;
      expect(response.ResponseCode, rule.Name).toBe(429);
      const body = bodies[response.CustomResponseBodyKey]!;
      expect(body.ContentType).toBe('APPLICATION_JSON');
      const parsed = JSON.parse(body.Content) as { message: string; code: string };
      // Not the generic "temporarily unavailable": the web tells the class their network sent too much.
      expect(parsed).toEqual({ message: edgeTexts.tooMany, code: 'edge.tooMany' });
      expect(isMessageCode(parsed.code)).toBe(true);
    }
  });

  it('runs the managed rule groups after the rate rules, the common set counting the size rules real uploads break', () => {
    const managed = rules.filter((r) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.map((r) => r.Statement.ManagedRuleGroupStatement!.Name)).toEqual([...MANAGED_RULE_GROUPS]);
    for (const rule of managed) {
      expect(rule.Statement.ManagedRuleGroupStatement!.VendorName).toBe('AWS');
      expect(rule.OverrideAction).toEqual({ None: {} });
      expect(rule.Priority).toBeGreaterThan(Math.max(...rules.filter((r) => r.Action).map((r) => r.Priority)));
    }
    const common = managed.find((r) => r.Statement.ManagedRuleGroupStatement!.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect(common.Statement.ManagedRuleGroupStatement!.RuleActionOverrides).toEqual(
      COMMON_RULES_COUNTED.map((name) => ({ Name: name, ActionToUse: { Count: {} } })),
    );
  });

  it('the distribution answers through the ACL, read from the edge stack’s output across regions', () => {
    expect(stack.resolve(distributionConfig.WebACLId)).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: edge.stackName, Region: 'us-east-1' }),
    });
    const output = JSON.stringify(stack.resolve(distributionConfig.WebACLId));
    const outputs = Template.fromStack(edge).toJSON().Outputs as Record<string, { Value: unknown }>;
    const named = Object.entries(outputs).find(([id]) => output.includes(`"${id}"`));
    expect(named?.[1].Value).toEqual({ 'Fn::GetAtt': [logicalIdOf(edge, edge.waf.webAcl), 'Arn'] });
  });

  it('cdk-nag finds nothing in the edge stack, and the distribution needs no WAF exception', () => {
    expect(() => app.synth()).not.toThrow();
    const report = new AwsSolutionsChecks().validateScope(edge);
    expect(report.violations).toEqual([]);
    const acknowledged = JSON.stringify(stack.web.distribution.node.metadata);
    expect(acknowledged).not.toContain('AwsSolutions-CFR2');
    // The reference says its strength itself, so synth raises no warning about the app-wide default.
    Annotations.fromStack(stack).hasNoWarning('*', Match.stringLikeRegexp('cross-stack-reference strength'));
  });
});
