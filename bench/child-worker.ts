/**
 * A bench helper process: the load generator and the upload sender run outside the stack's process
 * so they never share its event loop. One request at a time, answered over IPC as {ok, result|error}.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../local/config';

export type ChildAnswer<Result> = { ok: true; result: Result } | { ok: false; error: string };

export class ChildWorker<Request, Result> {
  private readonly child: ChildProcess;

  /** `script` is a file in bench/ that answers each message with a ChildAnswer. */
  constructor(
    script: string,
    private readonly name: string,
  ) {
    this.child = fork(join(REPO_ROOT, 'bench', script), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  call(request: Request): Promise<Result> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${this.name} exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (message: ChildAnswer<Result>) => {
        this.child.off('exit', onExit);
        if (message.ok) resolve(message.result);
        else reject(new Error(message.error));
      });
      this.child.send(request as object);
    });
  }

  stop(): void {
    this.child.kill();
  }
}
