/**
 * The CDK app (cdk.json runs it after building the web app): the main stack in context "region", and
 * its edge stack (the web ACL) in us-east-1, both deployed by `cdk deploy --all`. Context values:
 * brandName, mailFrom, replyTo, sesIdentity, examLinkPrefixes, mediaKeySecret (required); region
 * (else the CLI's region); siteOrigin with certificateArn (both or neither), adminEmail,
 * webAssetPath, stackName, dataRemovalPolicy, mediaPublicKeys (PEM files; a deployment needs one,
 * an offline synth falls back to the MediaPublicKey parameter), originSecretVersion, mailFromDomain, alarmEmail and monthlyBudgetUsd (optional; else the AlarmEmail
 * and MonthlyBudgetUsd deploy parameters). The account is the CLI's: without credentials `cdk synth` still works offline,
 * and with them (as every deploy has) the placeholder mail domains are refused (infra/deploy-settings.ts).
 */
import { buildApp } from '../infra/app';

buildApp();
