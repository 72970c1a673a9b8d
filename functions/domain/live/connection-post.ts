/**
 * PostToConnection made with the management client's own credentials, region, hash, signer and HTTP
 * handler, but without its per-call middleware stack (serialisation schema, endpoint rules, retry
 * bookkeeping, user agent, logging). A question reaches a class as one post per phone, so the broadcast
 * is that stack run thousands of times in a row, and on one function's CPU the stack costs more than
 * the signing and the request together. The request is the one the SDK sends: the same path, body
 * and SigV4 signature over the same headers that matter to API Gateway.
 */
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { SignatureV4 } from '@smithy/signature-v4';

type SignableRequest = Parameters<SignatureV4['sign']>[0];

/** API Gateway's answer other than 200: 410 means the connection is gone. */
export class ConnectionPostError extends Error {
  constructor(readonly status: number) {
    super(`PostToConnection answered ${status}`);
    this.name = status === 410 ? 'GoneException' : 'ConnectionPostError';
  }
}

// The SDK's path encoding of a label: encodeURIComponent plus the characters it leaves alone.
const encodeLabel = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

export interface ConnectionPoster {
  post(connectionId: string, data: Uint8Array): Promise<void>;
}

/** A poster for `client`'s endpoint; made once per container, like the client. */
export function connectionPoster(client: ApiGatewayManagementApiClient, endpoint: string): ConnectionPoster {
  const { config } = client;
  const base = new URL(endpoint);
  const basePath = base.pathname.replace(/\/$/, '');
  let signer: Promise<SignatureV4> | undefined;
  const signerOnce = (): Promise<SignatureV4> => {
    signer ??= config
      .region()
      .then(
        (region) =>
          new SignatureV4({ credentials: config.credentials, region, service: 'execute-api', sha256: config.sha256 }),
      );
    return signer;
  };
  // A message shared by every phone is hashed once, not once per post.
  const payloadHashes = new WeakMap<Uint8Array, string>();
  const payloadHash = async (data: Uint8Array): Promise<string> => {
    let hash = payloadHashes.get(data);
    if (!hash) {
      const checksum = new config.sha256();
      checksum.update(data);
      hash = toHex(await checksum.digest());
      payloadHashes.set(data, hash);
    }
    return hash;
  };

  return {
    async post(connectionId, data) {
      const request: SignableRequest = {
        method: 'POST',
        protocol: base.protocol,
        hostname: base.hostname,
        ...(base.port ? { port: Number(base.port) } : {}),
        path: `${basePath}/@connections/${encodeLabel(connectionId)}`,
        query: {},
        headers: {
          host: base.host,
          'content-type': 'application/octet-stream',
          'content-length': String(data.byteLength),
          'x-amz-content-sha256': await payloadHash(data),
        },
        body: data,
      };
      const signed = await (await signerOnce()).sign(request);
      const { response } = await config.requestHandler.handle(
        signed as Parameters<typeof config.requestHandler.handle>[0],
      );
      // The answer's body is read to its end so the socket goes back to the pool.
      const body = response.body as AsyncIterable<unknown> | undefined;
      if (body) for await (const chunk of body) void chunk;
      if (response.statusCode !== 200) throw new ConnectionPostError(response.statusCode);
    },
  };
}
