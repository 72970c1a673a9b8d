/**
 * The stack's ports checked before anything starts: some engines crash the process rather than
 * reject when their port is taken, and the reader is told which variable moves the port.
 */
import { portAnswers, type StackPorts } from './config';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(
      `Port ${port} is already in use (is the local stack already running?). Stop that process or set ${variable}.`,
    );
    this.name = 'PortInUseError';
  }
}

const PORT_VARIABLES: Record<keyof StackPorts, string> = {
  web: 'PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
};

export async function assertPortsFree(ports: StackPorts, host: string): Promise<void> {
  const checks = (Object.keys(ports) as (keyof StackPorts)[])
    .filter((key) => ports[key] !== 0)
    .map(async (key) => ((await portAnswers(ports[key], key === 'web' ? host : undefined)) ? key : null));
  const taken = (await Promise.all(checks)).find((key) => key !== null);
  if (taken) throw new PortInUseError(ports[taken], PORT_VARIABLES[taken]);
}
