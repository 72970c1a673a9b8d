/** Builds the real CDK app (same code path as bin/cdk-app.ts) for the infra tests. */
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { buildApp } from '../../infra/app';
import { endpointGroups, type EndpointGroup } from '../../functions/groups';

/** A fresh 2048-bit RSA public key (PEM), as an operator makes one for the media cookies. */
export const testPublicKey = (): string =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

/**
 * cdk.json's context (values and feature flags), so the tests synthesise what `cdk synth` does, plus
 * the media public key an operator lists in it: a fresh one per run, nothing checked in.
 */
export const cdkContext: Record<string, unknown> = {
  ...(JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')).context as Record<string, unknown>),
  mediaPublicKeys: [testPublicKey()],
};

/** A group exercising what the user group does not: bucket grants, a path parameter, a route outside /api. */
export const fixtureGroup: EndpointGroup = {
  name: 'fixtureMedia',
  entry: 'tests/infra/fixtures/media-handler.ts',
  routes: ['GET /api/fixture/list/{category}', 'POST /api/fixture/upload', 'GET /fixture-health'],
  tables: { read: ['exams'], write: ['videoMeta'] },
  buckets: { read: ['free'], write: ['slides'] },
  sendsEmail: false,
};

export const testGroups: readonly EndpointGroup[] = [...endpointGroups, fixtureGroup];

/** The web app is built by another part of the project; the stack only needs some index.html. */
export function webBuildFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'engtech-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>fixture</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-0a1b2c.js'), 'console.log("fixture");');
  return dir;
}

export function buildTestApp(context: Record<string, unknown> = {}, groups: readonly EndpointGroup[] = testGroups) {
  return buildApp({
    appProps: { context: { ...cdkContext, webAssetPath: webBuildFixture(), ...context } },
    groups,
    // An offline synth, whatever the shell running the tests has exported.
    cli: {},
  });
}

/** A construct's CloudFormation logical id in its stack (its default child's, or its own when it is one). */
export const logicalIdOf = (stack: Stack, construct: IConstruct): string =>
  stack.resolve(stack.getLogicalId((construct.node.defaultChild ?? construct) as CfnElement)) as string;

/** A bucket policy's Allow statements let in only the given distribution, to read (origin access control). */
export function expectOnlyDistributionReads(allows: readonly Record<string, unknown>[], distributionId: string): void {
  expect(allows).toEqual([
    expect.objectContaining({
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() } },
    }),
  ]);
  expect(JSON.stringify(allows)).toContain(`"Ref":"${distributionId}"`);
}

/** An IAM statement as the synthesised template holds it. */
export type PolicyStatement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

/** Every statement of the policies attached to the role with logical id `roleId`. */
export const statementsOfRole = (template: Template, roleId: string): PolicyStatement[] =>
  Object.values(
    template.findResources('AWS::IAM::Policy', { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } }),
  ).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: PolicyStatement[] } } }).Properties.PolicyDocument
        .Statement,
  );

/** A statement's actions, always as a list. */
export const actionsOf = (statement: PolicyStatement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];
