/**
 * A Secrets Manager twin for the local stack: GetSecretValue over the service's JSON protocol, so
 * the handlers read the media signing key and the origin secret through the same SDK calls as in the
 * cloud (AWS_ENDPOINT_URL_SECRETS_MANAGER points here). Each secret keeps its versions with the
 * service's staging labels: a put makes the new value AWSCURRENT and moves the old current one to
 * AWSPREVIOUS, as PutSecretValue does, and a read of a stage no version holds is refused as the
 * service refuses it. Secrets are put in by the local stack (and tests); nothing else is served.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface SecretsEngine {
  endpoint: string;
  /** A new version of `name` (made if missing) that becomes AWSCURRENT; the current one becomes AWSPREVIOUS. */
  put(name: string, value: string): void;
  stop(): Promise<void>;
}

const JSON_TYPE = 'application/x-amz-json-1.1';

interface Version {
  id: string;
  value: string;
  stages: Set<string>;
}

interface Request {
  SecretId?: unknown;
  VersionStage?: unknown;
  VersionId?: unknown;
}

/** The version a GetSecretValue asks for (AWSCURRENT unless it names a stage or an id), if any. */
function versionFor(versions: readonly Version[], request: Request): Version | undefined {
  if (typeof request.VersionId === 'string') {
    const version = versions.find((v) => v.id === request.VersionId);
    return typeof request.VersionStage === 'string' && !version?.stages.has(request.VersionStage) ? undefined : version;
  }
  const stage = typeof request.VersionStage === 'string' ? request.VersionStage : 'AWSCURRENT';
  return versions.find((v) => v.stages.has(stage));
}

export async function startSecretsEngine(host: string): Promise<SecretsEngine> {
  const secrets = new Map<string, Version[]>();
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
      let request: Request;
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        request = typeof parsed === 'object' && parsed !== null ? (parsed as Request) : {};
      } catch {
        request = {};
      }
      const name = request.SecretId;
      const versions = typeof name === 'string' ? secrets.get(name) : undefined;
      if (typeof name !== 'string' || !versions) {
        answer(400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret.",
        });
        return;
      }
      const version = versionFor(versions, request);
      if (!version) {
        answer(400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret value for the requested version or staging label.",
        });
        return;
      }
      answer(200, {
        ARN: `arn:aws:secretsmanager:us-east-1:000000000000:secret:${name}`,
        Name: name,
        SecretString: version.value,
        VersionId: version.id,
        VersionStages: [...version.stages],
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
    put(name, value) {
      const versions = secrets.get(name) ?? [];
      // A version that loses its last label is forgotten: the handlers read by stage only.
      for (const version of versions) {
        version.stages.delete('AWSPREVIOUS');
        if (version.stages.delete('AWSCURRENT')) version.stages.add('AWSPREVIOUS');
      }
      secrets.set(name, [
        ...versions.filter((v) => v.stages.size > 0),
        { id: randomUUID(), value, stages: new Set(['AWSCURRENT']) },
      ]);
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
