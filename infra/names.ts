/**
 * Names of CloudFront's account-wide resources (policies, origin access controls, keys, functions).
 * CloudFront is global: a name is unique in the account, whatever region the stack is in. Each name
 * carries the stack name and the region, so the same stack deployed in two regions (or two stacks in
 * one) never asks for a name the other already holds.
 */
import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Room for "-" and the longest region name (ap-southeast-5 and the like): the region is a token at synth time. */
const REGION_ROOM = 20;

/** Name length limits CloudFront sets. */
export const NAME_LIMITS = { policy: 128, key: 128, originAccessControl: 64, function: 64 } as const;

/**
 * The name of the resource `id` (letters and digits) made in `scope`: stack name, id, a short hash of
 * the scope's path (two constructs may make the same id), region — e.g.
 * EngTechAcademy-SiteAccess-c8a1f2d0-ap-south-1. A long stack name is cut, never the region.
 */
export function regionalName(scope: IConstruct, id: string, maxLength: number): string {
  const stack = Stack.of(scope);
  const scopeHash = scope.node.addr.slice(0, 8);
  const stackRoom = maxLength - REGION_ROOM - id.length - scopeHash.length - 3;
  return `${stack.stackName.slice(0, stackRoom)}-${id}-${scopeHash}-${stack.region}`;
}
