/**
 * The CDK app (cdk.json runs it after building the web app). Context values: brandName, mailFrom,
 * replyTo, sesIdentity, examLinkPrefixes, mediaKeySecret (required); adminEmail, siteOrigin with certificateArn (both or neither), webAssetPath,
 * stackName, dataRemovalPolicy, mediaPublicKey (optional; else the MediaPublicKey deploy parameter), alarmEmail and monthlyBudgetUsd (optional; else the AlarmEmail and MonthlyBudgetUsd deploy parameters). The stack is environment-agnostic, so `cdk synth` needs no credentials.
 */
import { buildApp } from '../infra/app';

buildApp();
