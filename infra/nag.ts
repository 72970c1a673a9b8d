/**
 * Helpers for cdk-nag 3 acknowledgements. A finding on a wildcard resource is named after the
 * flattened CloudFormation reference (e.g. `AwsSolutions-IAM5[Resource::<VideosFreeA1B2.Arn>/*]`),
 * so acknowledgements are computed from the very tokens used in the policy rather than hard-coded.
 */
import { Stack, Token } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Renders a token the way cdk-nag flattens references: GetAtt → <Id.Attr>, Ref → <Id>, Join → concatenation. */
export function nagReference(scope: IConstruct, value: string): string {
  return flatten(Token.isUnresolved(value) ? Stack.of(scope).resolve(value) : value);
}

function flatten(node: unknown): string {
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (Array.isArray(record['Fn::Join'])) {
      const [delimiter, items] = record['Fn::Join'] as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if ('Fn::Sub' in record) return flatten(record['Fn::Sub']);
    if (Array.isArray(record['Fn::GetAtt'])) {
      const [resource, attribute] = record['Fn::GetAtt'] as [unknown, unknown];
      return `<${flatten(resource)}.${flatten(attribute)}>`;
    }
    if ('Fn::ImportValue' in record) return flatten(record['Fn::ImportValue']);
    if ('Ref' in record) return `<${flatten(record.Ref)}>`;
  }
  return JSON.stringify(node);
}
