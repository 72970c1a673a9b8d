/**
 * The EventBridge Scheduler client, created once per container. Its endpoint is the regional one in
 * the cloud and the local twin's through the standard AWS_ENDPOINT_URL_SCHEDULER variable.
 */
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { clientOptions } from './aws';

export const scheduler = new SchedulerClient({ ...clientOptions });
