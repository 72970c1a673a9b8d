/**
 * The web ACL in front of the distribution: limits per client address at the edge, and AWS's managed
 * rule groups. The API's own route limits (infra/api-throttles.ts) count everyone together, so one
 * script could spend a route's whole budget and every student would get 429; here each address is
 * counted on its own and a flooding one is refused before it reaches the API.
 *
 * A school's pupils share one network address (and so do a tuition hall's Wi-Fi and a mobile
 * operator's NAT), so every limit is sized for a whole class behind one address: up to 500 pupils
 * doing the same thing at the same moment. Each limit also sits above the API's own per-address
 * limits (logins, registrations, contact messages), so a real class meets the API's friendlier,
 * translated answers long before the edge refuses it.
 */
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { contactRouteKeys } from '../functions/contact/route-keys';
import { quizRouteKeys } from '../functions/quiz/route-keys';
import { userRouteKeys } from '../functions/user/route-keys';
import type { MessageCode } from '../functions/shared/schemas/message-codes';
import { edgeTexts } from '../functions/shared/schemas/edge';

/** Every rate-based rule counts over a five-minute window (WAF's default), per client address. */
export const RATE_WINDOW_SECONDS = 300;

/** The routes a rate-based rule counts, and how many requests one address may send them per window. */
export interface EdgeRateRule {
  readonly name: string;
  readonly limit: number;
  /** Paths counted; none means every request. */
  readonly paths: readonly PathMatch[];
}

interface PathMatch {
  readonly path: string;
  /** EXACTLY for a fixed path, STARTS_WITH for a route with a path parameter. */
  readonly match: 'EXACTLY' | 'STARTS_WITH';
}

/** A route key's path as WAF sees it: the part before the first {parameter}, or the whole path. */
export function pathOf(routeKey: string): PathMatch {
  const path = routeKey.split(' ')[1]!;
  const brace = path.indexOf('{');
  return brace === -1 ? { path, match: 'EXACTLY' } : { path: path.slice(0, brace), match: 'STARTS_WITH' };
}

const userRoute = (key: (typeof userRouteKeys)[number]): PathMatch => pathOf(key);

export const EDGE_RATE_RULES: readonly EdgeRateRule[] = [
  {
    // Sign-in, registration and the routes that mail a code or hash a password. A class logging in at
    // the start of a lesson, a mistype or two each: about 1,000 from one address in five minutes. The
    // API's own counters (10 wrong logins per address and email, 30 registrations per address an
    // hour) refuse a guesser long before this; this stops a flood that would spend the routes' shared
    // budget and lock every other student out.
    name: 'SignInAndCodes',
    limit: 1_500,
    paths: [
      userRoute('POST /api/user/login'),
      userRoute('POST /api/user/createUser'),
      userRoute('POST /api/user/resendOtp'),
      userRoute('POST /api/user/forgotPassword'),
      userRoute('POST /api/user/resetPassword'),
    ],
  },
  {
    // The contact form: the API takes 20 messages per address an hour; nobody real sends more than
    // that in five minutes, so anything above is a script.
    name: 'Contact',
    limit: 100,
    paths: [pathOf(contactRouteKeys.find((key) => key === 'POST /api/contact/createMessage')!)],
  },
  {
    // The live quiz: answers are HTTP posts (the WebSocket carries questions out, and WAF sees only
    // its upgrade request, never the messages), so the answer route and the /live upgrade are what
    // can be counted. A class of 500 answers once a question; with a question every ten seconds
    // that is 15,000 answers in five minutes, plus a reconnect or two per phone after a dropped signal.
    name: 'LiveQuiz',
    limit: 20_000,
    paths: [
      pathOf(quizRouteKeys.find((key) => key === 'POST /api/quiz/answer/{quizId}')!),
      { path: '/live', match: 'EXACTLY' },
    ],
  },
  {
    // Everything, site files and lecture segments included. A student watching fetches a 4 s segment
    // every 4 s and sends the API about one request every 25 s: about 90 requests in five minutes. A
    // class of 500 watching behind one address is about 45,000; the ceiling leaves a third on top.
    name: 'Ceiling',
    limit: 60_000,
    paths: [],
  },
];

/**
 * Rules of the common rule set that would refuse what the site really sends, counted instead of
 * blocked (their matches still show in the rule set's metrics):
 *  - SizeRestrictions_BODY refuses bodies over 8 KB: JSON bodies may be 16 KB (a quiz with its
 *    questions), completing a video upload sends up to 128 KB of part tags, and a slide is a 2 MB
 *    multipart image. Each handler enforces its own limit (functions/shared/http.ts, the multipart
 *    and slide routes), so the size is still bounded, just where the right bound is known.
 *  - SizeRestrictions_URIPATH refuses paths over 1,024 bytes: a video title of up to 200 Sinhala or
 *    Tamil letters is three bytes each, nine once percent-encoded, in the progress, like, comment and
 *    details paths. The API's title schema bounds it.
 */
export const COMMON_RULES_COUNTED = ['SizeRestrictions_BODY', 'SizeRestrictions_URIPATH'] as const;

export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
] as const;

/**
 * What a refused client gets: the API's own JSON shape, with a code of its own so the web can say
 * why (this network sent too much) rather than that the service is down.
 */
export const TOO_MANY_BODY = 'TooManyRequests';
export const TOO_MANY_CODE: MessageCode = 'edge.tooMany';

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

function pathStatement({ path, match }: PathMatch): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: match,
      searchString: path,
      // API Gateway routes the decoded path, so an encoded spelling of the same path is counted too.
      textTransformations: [{ priority: 0, type: 'URL_DECODE' }],
    },
  };
}

function scopeDown(paths: readonly PathMatch[]): wafv2.CfnWebACL.StatementProperty | undefined {
  if (paths.length === 0) return undefined;
  if (paths.length === 1) return pathStatement(paths[0]!);
  return { orStatement: { statements: paths.map(pathStatement) } };
}

export class EdgeWafConstruct extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: { readonly namePrefix: string }) {
    super(scope, id);
    const rateRules: wafv2.CfnWebACL.RuleProperty[] = EDGE_RATE_RULES.map((rule, priority) => ({
      name: rule.name,
      priority,
      statement: {
        rateBasedStatement: {
          limit: rule.limit,
          aggregateKeyType: 'IP',
          evaluationWindowSec: RATE_WINDOW_SECONDS,
          scopeDownStatement: scopeDown(rule.paths),
        },
      },
      action: {
        block: {
          customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_BODY },
        },
      },
      visibilityConfig: visibility(`${props.namePrefix}-${rule.name}`),
    }));
    const managedRules: wafv2.CfnWebACL.RuleProperty[] = MANAGED_RULE_GROUPS.map((name, index) => ({
      name,
      priority: rateRules.length + index,
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(name === 'AWSManagedRulesCommonRuleSet'
            ? { ruleActionOverrides: COMMON_RULES_COUNTED.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      overrideAction: { none: {} },
      visibilityConfig: visibility(`${props.namePrefix}-${name}`),
    }));

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${props.namePrefix}-Edge`,
      description: 'EngTech Academy: limits per client address, and AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        [TOO_MANY_BODY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: edgeTexts.tooMany, code: TOO_MANY_CODE }),
        },
      },
      rules: [...rateRules, ...managedRules],
      visibilityConfig: visibility(`${props.namePrefix}-Edge`),
    });
  }
}
