/**
 * Least-privilege statements for one endpoint group, written out instead of the CDK `grant*`
 * helpers so that no action or index is wildcarded: each table grant names its own indexes, and
 * each bucket grant names exactly the object actions presigned URLs need.
 */
import { Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import {
  buckets as bucketDefinitions,
  tables as tableDefinitions,
  type BucketKey,
  type TableKey,
} from '../functions/shared/resources';
import { nagReference } from './nag';

const tableRead = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const tableWrite = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

interface GroupGrants {
  readonly tables: { readonly read: readonly TableKey[]; readonly write: readonly TableKey[] };
  readonly buckets: { readonly read: readonly BucketKey[]; readonly write: readonly BucketKey[] };
}

/**
 * Every slip's object key starts with this (slipObjectKey in functions/fees/items.ts; the infra
 * test holds the two together), so the grant on the slips bucket stops there.
 */
export const SLIP_OBJECT_PREFIX = 'slips/';

export function grantTables(
  role: iam.Role,
  grants: GroupGrants['tables'],
  tables: Readonly<Record<TableKey, dynamodb.ITable>>,
): void {
  // A table the group writes is also read (conditional writes, read-modify-write), so write ⊇ read.
  for (const key of new Set([...grants.read, ...grants.write])) {
    const table = tables[key];
    const actions = grants.write.includes(key) ? [...tableRead, ...tableWrite] : tableRead;
    const indexArns = tableDefinitions[key].indexes.map((index) => `${table.tableArn}/index/${index.name}`);
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [table.tableArn, ...indexArns] }));
  }
}

export function grantBuckets(
  role: iam.Role,
  grants: GroupGrants['buckets'],
  buckets: Readonly<Record<BucketKey, s3.IBucket>>,
): void {
  for (const key of new Set([...grants.read, ...grants.write])) {
    const bucket = buckets[key];
    const slips = bucketDefinitions[key].kind === 'slip';
    const objects = bucket.arnForObjects(slips ? `${SLIP_OBJECT_PREFIX}*` : '*');
    // s3:PutObject also covers CreateMultipartUpload, UploadPart and CompleteMultipartUpload;
    // cancelling a multipart upload is its own action. A slip is one small PUT that nobody deletes
    // (the bucket's lifecycle does), so writing slips is PUT and GET only.
    const objectActions = !grants.write.includes(key)
      ? ['s3:GetObject']
      : slips
        ? ['s3:GetObject', 's3:PutObject']
        : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: objectActions, resources: [objects] }));
    // ListBucket makes a HEAD of a missing object answer 404 rather than 403 (has the slip arrived?).
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagReference(role, objects)}]`,
      reason: slips
        ? `A slip's key (slips/<student>/<payment>) is made when the student pays, so access is granted under slips/, not to named keys; the handler checks the caller owns the payment or is an admin before minting any URL.`
        : `Object keys in the ${key} bucket are chosen at upload time (category/year/title), so access is granted to the bucket's objects, not named keys; the handler checks role and access before minting any URL.`,
    });
  }
}
