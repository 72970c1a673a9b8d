/**
 * Builds the CDK app from context (cdk.json or `-c key=value`) with the AwsSolutions checks
 * registered. bin/cdk-app.ts runs it; the infra tests build the very same app.
 */
import { Annotations, App, ReferenceStrength, RemovalPolicy, Stack, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { EndpointGroup } from '../functions/groups';
import { deploymentRegion, isDeployment, refusePlaceholderMail, type CliEnvironment } from './deploy-settings';
import { EDGE_REGION, EdgeStack } from './edge-stack';
import { mediaPublicKeys } from './media-keys';
import { EngTechStack, type LiveEntries } from './stack';
import type { CustomDomain } from './web';

interface BuildAppOptions {
  readonly appProps?: AppProps;
  /** Endpoint groups to deploy instead of functions/groups.ts (tests use a fixture). */
  readonly groups?: readonly EndpointGroup[];
  /** The live quiz's handler modules instead of functions/live and functions/quiz (tests use fixtures). */
  readonly liveEntries?: LiveEntries;
  /** What the CDK CLI passes (default: this process's environment); tests give their own. */
  readonly cli?: CliEnvironment;
}

export function buildApp(options: BuildAppOptions = {}): { app: App; stack: EngTechStack; edge: EdgeStack } {
  const app = new App(options.appProps);
  // cdk-nag 3 is a policy-validation plugin: it runs after synthesis and fails it on any
  // unacknowledged finding. Acknowledgements (with reasons) live next to the resources they cover.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  const context = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const required = (key: string): string => {
    const value = context(key);
    if (!value) throw new Error(`Missing CDK context "${key}": set it in cdk.json or pass -c ${key}=...`);
    return value;
  };

  const examLinkPrefixes = required('examLinkPrefixes');
  for (const prefix of examLinkPrefixes.split(',')) {
    if (!prefix.trim().startsWith('https://')) {
      throw new Error(`Context "examLinkPrefixes" must be comma-separated https:// prefixes; got "${prefix}".`);
    }
  }
  const adminEmail = context('adminEmail');
  if (adminEmail && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(adminEmail)) {
    throw new Error(`Context "adminEmail" must be an email address; got "${adminEmail}".`);
  }
  const removal = context('dataRemovalPolicy') ?? 'retain';
  if (removal !== 'retain' && removal !== 'destroy') {
    throw new Error(`Context "dataRemovalPolicy" must be "retain" or "destroy"; got "${removal}".`);
  }

  // The public halves of the operator's media signing keys (README, "Media delivery keys"). There is
  // no stand-in: a stack must never trust a key whose private half someone else holds.
  if (context('mediaPublicKey')) {
    throw new Error(
      'Context "mediaPublicKey" is now "mediaPublicKeys", a list of PEM files (README: Media delivery keys).',
    );
  }
  const mediaKeys = mediaPublicKeys(app.node.tryGetContext('mediaPublicKeys'));
  const originSecretVersion = context('originSecretVersion');
  if (originSecretVersion && !/^[A-Za-z0-9-]{32,64}$/.test(originSecretVersion)) {
    throw new Error(`Context "originSecretVersion" must be a Secrets Manager VersionId; got "${originSecretVersion}".`);
  }

  // FEE_REMINDER_DAYS of the fee reminder sweep; a typo must fail here, not mail on the wrong day.
  // cdk.json may hold it as a number, -c always as a string.
  const reminderDaysRaw: unknown = app.node.tryGetContext('reminderDays');
  const reminderDaysText = reminderDaysRaw === undefined ? undefined : String(reminderDaysRaw).trim();
  // The sweep's own limit: more than 28 days would remind before the month is even paid.
  if (
    reminderDaysText !== undefined &&
    !(/^\d{1,2}$/.test(reminderDaysText) && +reminderDaysText >= 1 && +reminderDaysText <= 28)
  ) {
    throw new Error(`Context "reminderDays" must be a whole number of days from 1 to 28; got "${reminderDaysText}".`);
  }

  const customDomain = customDomainFrom(context('siteOrigin'), context('certificateArn'));
  const monitoring = monitoringDefaults(context('alarmEmail'), app.node.tryGetContext('monthlyBudgetUsd'));

  const cli = options.cli ?? process.env;
  // The identity first: mailFrom must be at its domain, so a placeholder there is the one to name.
  const mail = { sesIdentity: required('sesIdentity'), mailFrom: required('mailFrom'), replyTo: required('replyTo') };
  if (isDeployment(context('deployment'), cli)) {
    refusePlaceholderMail(mail);
    // Without context keys the key group reads one key from a parameter, and that key can never be
    // rotated: CloudFront refuses a new key on an existing public key.
    if (mediaKeys.length === 0) {
      throw new Error(
        'Context "mediaPublicKeys" is missing: a deployment needs the media public key file(s) (README: Media delivery keys).',
      );
    }
  }

  // Both stacks name their region: the web ACL must be in us-east-1, and a reference across regions
  // needs both ends known. The account stays the CLI's (unknown offline, which synthesises as well).
  const account = cli.CDK_DEFAULT_ACCOUNT;
  const stackName = context('stackName') ?? 'EngTechAcademy';
  const edge = new EdgeStack(app, `${stackName}-Edge`, {
    description: 'EngTech Academy: the web ACL in front of the site (CloudFront reads it from us-east-1)',
    env: { account, region: EDGE_REGION },
    namePrefix: stackName,
  });

  const stack = new EngTechStack(app, stackName, {
    description: 'EngTech Academy: site, API, data, media and mail',
    env: { account, region: deploymentRegion(context('region'), cli) },
    crossRegionReferences: true,
    // A weak reference (Fn::GetStackOutput) reads the ARN from the edge stack's output at deploy
    // time; a strong one across regions would add a custom-resource Lambda to each stack.
    webAclArn: Stack.consumeReference(edge.waf.webAcl.attrArn, ReferenceStrength.WEAK),
    brandName: required('brandName'),
    ...mail,
    mailFromDomain: context('mailFromDomain'),
    examLinkPrefixes,
    adminEmail,
    customDomain,
    webAssetPath: context('webAssetPath'),
    groups: options.groups,
    liveEntries: options.liveEntries,
    media: { publicKeys: mediaKeys, signingKeySecret: required('mediaKeySecret') },
    originSecretVersion,
    reminderDays: reminderDaysText === undefined ? undefined : Number(reminderDaysText),
    dataRemovalPolicy: removal === 'destroy' ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    monitoring,
  });
  // The one reference between the stacks names its strength itself (weak, above); CDK's warning about
  // the app-wide default would send an operator after a setting nothing here uses.
  Annotations.of(stack).acknowledgeWarning(
    '@aws-cdk/core:crossStackReferencesDefaultStrong',
    'The web ACL reference is weak by choice (Fn::GetStackOutput); no other reference crosses stacks.',
  );
  return { app, stack, edge };
}

/**
 * siteOrigin and certificateArn come together: an origin without a certificate would move CORS and
 * the handlers to a domain the distribution does not answer on, and a certificate alone names no domain.
 */
function customDomainFrom(siteOrigin?: string, certificateArn?: string): CustomDomain | undefined {
  if (!siteOrigin && !certificateArn) return undefined;
  if (!siteOrigin || !certificateArn) {
    const [given, missing] = siteOrigin ? ['siteOrigin', 'certificateArn'] : ['certificateArn', 'siteOrigin'];
    throw new Error(
      `Context "${missing}" is missing while "${given}" is set: "siteOrigin" and "certificateArn" go together: give both (own domain) or neither, in cdk.json.`,
    );
  }
  const origin = /^https:\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/.exec(siteOrigin.toLowerCase());
  if (!origin) {
    throw new Error(
      `Context "siteOrigin" must be https://<domain> with no path, port or trailing slash; got "${siteOrigin}".`,
    );
  }
  // CloudFront takes certificates only from ACM in us-east-1, whatever region the stack is in.
  if (!/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/.test(certificateArn)) {
    throw new Error(
      `Context "certificateArn" must be the ARN of an ACM certificate in us-east-1 (arn:aws:acm:us-east-1:<account>:certificate/<id>); got "${certificateArn}".`,
    );
  }
  return { domainName: origin[1]!, certificateArn };
}

/**
 * Defaults for the AlarmEmail and MonthlyBudgetUsd deploy parameters; either may be left to the
 * deploy command (--parameters), which later deploys keep. A typo fails here, not at deploy time.
 */
function monitoringDefaults(
  alarmEmail: string | undefined,
  budgetRaw: unknown,
): { alarmEmail?: string; monthlyBudgetUsd?: number } {
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail)) {
    throw new Error(`Context "alarmEmail" must be one email address; got "${alarmEmail}".`);
  }
  // cdk.json may hold it as a number, -c always as a string.
  const budgetText = budgetRaw === undefined ? '' : String(budgetRaw).trim();
  if (budgetText !== '' && !(/^\d+(\.\d{1,2})?$/.test(budgetText) && Number(budgetText) >= 1)) {
    throw new Error(`Context "monthlyBudgetUsd" must be an amount in US dollars of at least 1; got "${budgetText}".`);
  }
  return {
    ...(alarmEmail ? { alarmEmail } : {}),
    ...(budgetText ? { monthlyBudgetUsd: Number(budgetText) } : {}),
  };
}
