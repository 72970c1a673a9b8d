/**
 * What a function that submits transcode jobs may do: create jobs on the streaming queue (and, for
 * the one that also looks jobs up, GetJob), and pass MediaConvert the role it runs jobs as, to
 * MediaConvert only. MediaConvert names a job only when it creates it, so the job ARN is a wildcard.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { nagReference } from './nag';

export function grantJobSubmission(
  role: iam.IRole,
  jobQueueArn: string,
  transcodeRole: iam.IRole,
  options: { getJob?: boolean } = {},
): void {
  const stack = Stack.of(role);
  const jobs = `arn:${stack.partition}:mediaconvert:${stack.region}:${stack.account}:jobs/*`;
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['mediaconvert:CreateJob'], resources: [jobQueueArn, jobs] }),
  );
  if (options.getJob)
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['mediaconvert:GetJob'], resources: [jobs] }));
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [transcodeRole.roleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
    }),
  );
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagReference(role, jobs)}]`,
    reason: `MediaConvert assigns a job its id at creation, so ${options.getJob ? 'CreateJob and GetJob cannot' : 'CreateJob cannot'} name the job in advance.`,
  });
}
