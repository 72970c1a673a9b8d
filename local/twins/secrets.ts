/**
 * A Secrets Manager twin for the local stack: GetSecretValue over the service's JSON protocol, so
 * the handlers read the media signing key through the same SDK call as in the cloud
 * (AWS_ENDPOINT_URL_SECRETS_MANAGER points here). Secrets are put in by the local stack; nothing
 * else of the service is needed.
 */
import { createServer, type Server } from 'node:http';

export interface SecretsEngine {
  endpoint: string;
  put(name: string, value: string): void;
  stop(): Promise<void>;
}

const JSON_TYPE = 'application/x-amz-json-1.1';

export async function startSecretsEngine(host: string): Promise<SecretsEngine> {
  const values = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': JSON_TYPE });
        res.end(JSON.stringify(body));
      };
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
        answer(400, { __type: 'UnknownOperationException', message: 'Only GetSecretValue is served locally.' });
        return;
      }
      let secretId: unknown;
      try {
        secretId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId?: unknown }).SecretId;
      } catch {
        secretId = undefined;
      }
      const value = typeof secretId === 'string' ? values.get(secretId) : undefined;
      if (typeof secretId !== 'string' || value === undefined) {
        answer(400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret.",
        });
        return;
      }
      answer(200, {
        ARN: `arn:aws:secretsmanager:us-east-1:000000000000:secret:${secretId}`,
        Name: secretId,
        SecretString: value,
        VersionId: 'local',
        CreatedDate: 0,
      });
    });
  });
  // Only this process talks to it, so any free port will do.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://${host}:${port}`,
    put: (name, value) => values.set(name, value),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
