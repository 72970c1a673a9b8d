/**
 * The texts of the edge's own refusals: the web ACL in front of the distribution (infra/edge-waf.ts)
 * answers a client address over one of its rate limits itself, with this JSON body, so the request
 * never reaches a handler. A whole school or tuition hall shares one address, hence "this network".
 */
export const edgeTexts = {
  tooMany: 'Too many requests from this network. Wait a few minutes and try again.',
} as const;
