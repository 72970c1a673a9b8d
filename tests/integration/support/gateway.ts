/**
 * Several endpoint groups behind one stand-in for API Gateway: each event goes to the handler of
 * the group that owns its routeKey, as in the cloud, so one browser (one cookie jar) can log in
 * through the user group and then call another group.
 */
import { endpointGroups } from '../../../functions/groups';
import type { Handler } from './client';

export interface GatewayGroup {
  readonly routes: readonly string[];
  readonly handler: Handler;
}

export function gateway(groups: readonly GatewayGroup[]): Handler {
  const owners = new Map(groups.flatMap((group) => group.routes.map((route) => [route, group.handler] as const)));
  return async (event) => {
    const owner = owners.get(event.routeKey);
    // API Gateway's own answer for a path no route matches.
    if (!owner)
      return {
        statusCode: 404,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Not Found' }),
      };
    return owner(event);
  };
}

/**
 * Every group of functions/groups.ts behind one gateway, each handler loaded from the group's own
 * entry module — so a group added to the registry is reachable here without editing this file.
 */
export async function allGroupsGateway(): Promise<Handler> {
  const groups = await Promise.all(
    endpointGroups.map(async (group) => {
      const module = (await import(new URL(`../../../${group.entry}`, import.meta.url).href)) as { handler?: Handler };
      if (typeof module.handler !== 'function') throw new Error(`${group.entry} exports no handler`);
      return { routes: group.routes, handler: module.handler };
    }),
  );
  return gateway(groups);
}
