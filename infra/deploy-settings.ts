/**
 * Settings that must be whole before anything is deployed: the region the app goes to, and the
 * checks that only a deployment needs (a placeholder mail domain synthesises fine offline, and must
 * never reach an account).
 */

/** What the CDK CLI tells the app about the operator's environment. */
export interface CliEnvironment {
  /** Set by the CLI whenever it found credentials, which `cdk deploy` cannot run without. */
  readonly CDK_DEFAULT_ACCOUNT?: string;
  /** Set by the CLI on every run: AWS_REGION, the profile's region, else us-east-1. */
  readonly CDK_DEFAULT_REGION?: string;
}

/**
 * Regions where everything the stack uses is offered: SES (sign-up codes), MediaConvert (lecture
 * streams), and CloudFront's standard logs, which CloudFront does not deliver to a bucket in the
 * opt-in regions (the access-log bucket is in the stack's region). ap-south-1 (Mumbai) is the
 * nearest to Sri Lanka.
 */
export const SUPPORTED_REGIONS = [
  'ap-south-1',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-northeast-1',
  'ap-northeast-2',
  'eu-central-1',
  'eu-north-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'sa-east-1',
] as const;

/**
 * The main stack's region: context "region" (cdk.json), else the CLI's. It is always explicit, since
 * the web ACL lives in us-east-1 and a reference across regions needs both ends' regions known.
 */
export function deploymentRegion(contextRegion: string | undefined, cli: CliEnvironment): string {
  const region = contextRegion ?? cli.CDK_DEFAULT_REGION;
  if (!region) {
    throw new Error('Context "region" is missing: set it in cdk.json (e.g. ap-south-1) or pass -c region=...');
  }
  if (!(SUPPORTED_REGIONS as readonly string[]).includes(region)) {
    throw new Error(
      `Context "region" is "${region}", where SES, MediaConvert or CloudFront's standard log delivery is not offered; choose one of ${SUPPORTED_REGIONS.join(', ')}.`,
    );
  }
  return region;
}

/**
 * A synthesis that can deploy: the CLI found credentials (it sets CDK_DEFAULT_ACCOUNT then, and
 * `cdk deploy` needs them), or the operator asked for the checks with -c deployment=true. An offline
 * `cdk synth` and the infra tests have no account and keep cdk.json's placeholders.
 */
export const isDeployment = (deploymentFlag: string | undefined, cli: CliEnvironment): boolean =>
  deploymentFlag === 'true' || Boolean(cli.CDK_DEFAULT_ACCOUNT);

/** RFC 2606's reserved names: mail to or from them never arrives. */
const PLACEHOLDER_DOMAIN = /(^|\.)(example|example\.com|example\.net|example\.org)$/i;

/** The domain of a bare address, "Name <address>" or a plain domain. */
function domainOf(value: string): string {
  const address = /<([^>]+)>/.exec(value)?.[1] ?? value;
  return address.slice(address.lastIndexOf('@') + 1).trim();
}

/** A deployment refuses the placeholder mail settings cdk.json ships with, naming the first it finds. */
export function refusePlaceholderMail(
  settings: Readonly<Record<'mailFrom' | 'replyTo' | 'sesIdentity', string>>,
): void {
  for (const [key, value] of Object.entries(settings)) {
    if (PLACEHOLDER_DOMAIN.test(domainOf(value))) {
      throw new Error(
        `Context "${key}" is "${value}", a placeholder domain that never receives or sends mail: set your own in cdk.json before deploying.`,
      );
    }
  }
}
