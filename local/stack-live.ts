/**
 * The live quiz's cloud services as local twins: the WebSocket API (upgrades on the site's /live,
 * its management API on a loopback port) and EventBridge Scheduler invoking the quiz close timer.
 * startLocalStack starts them with the real handlers; the environment it returns is what the cloud
 * gives the live and quiz functions (LIVE_CALLBACK_URL, AWS_ENDPOINT_URL_SCHEDULER, the close
 * target, role and schedule group).
 */
import type { WebSocketHandler } from './twins/websocket-events';
import { startLiveGateway, type LiveGateway } from './twins/websocket-gateway';
import { LOCAL_SIGNING } from './engines';
import { startSchedulerTwin, type SchedulerTwin } from './twins/scheduler';

/** The live Lambda's handler module, for a runtime that runs it as a function of its own. */
export const LIVE_FUNCTION = { name: 'live', entry: 'functions/live/handler.ts' } as const;

/** The names the cloud's ARNs stand for; the twin invokes only this target through this role. */
export const LOCAL_QUIZ_SCHEDULING = {
  closeTargetArn: 'arn:aws:lambda:us-east-1:000000000000:function:engtech-quiz-close-timer',
  roleArn: 'arn:aws:iam::000000000000:role/engtech-quiz-scheduler',
  group: 'engtech-quiz',
} as const;

export interface LocalLiveOptions {
  /** functions/live/handler.ts's handler. */
  live: WebSocketHandler;
  /** functions/quiz/close-timer.ts's handler. */
  closeTimer: (event: unknown) => Promise<unknown>;
  /** The origin secret the site's server adds to what it forwards (ORIGIN_VERIFY). */
  originVerify: () => string | undefined;
  /** Scheduler's 60-second precision (default) or at the named second. */
  precision?: 'minute' | 'exact';
  log?: (line: string) => void;
}

export interface LocalLive {
  /** The site server's upgrade hook (createLocalServer's `upgrade`). */
  gateway: LiveGateway;
  scheduler: SchedulerTwin;
  environment: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalLive(options: LocalLiveOptions): Promise<LocalLive> {
  const gateway = await startLiveGateway({
    handler: options.live,
    signing: LOCAL_SIGNING,
    originVerify: options.originVerify,
    log: options.log,
  });
  try {
    const scheduler = await startSchedulerTwin({
      target: { arn: LOCAL_QUIZ_SCHEDULING.closeTargetArn, invoke: options.closeTimer },
      roleArn: LOCAL_QUIZ_SCHEDULING.roleArn,
      groups: [LOCAL_QUIZ_SCHEDULING.group],
      precision: options.precision,
      log: options.log,
    });
    return {
      gateway,
      scheduler,
      environment: { ...gateway.environment, ...scheduler.environment },
      async stop() {
        await scheduler.stop();
        await gateway.stop();
      },
    };
  } catch (error) {
    await gateway.stop();
    throw error;
  }
}
