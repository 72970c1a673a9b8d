/**
 * The endpoint groups: one Lambda each in the cloud, one handler module each locally.
 * infra/api.ts turns every entry into a NodejsFunction with these routes and grants;
 * local/server/api.ts matches requests against the same routes and calls the same handler.
 */
import type { BucketKey, TableKey } from './shared/resources';
import { classRouteKeys } from './class/route-keys';
import { contactRouteKeys } from './contact/route-keys';
import { examRouteKeys } from './exam/route-keys';
import { feeRouteKeys } from './fees/route-keys';
import { mediaRouteKeys } from './media/route-keys';
import { quizRouteKeys } from './quiz/route-keys';
import { slideRouteKeys } from './slides/route-keys';
import { userRouteKeys } from './user/route-keys';
import { videoMetaRouteKeys } from './videoMeta/route-keys';

export interface EndpointGroup {
  /** Short name: the Lambda's logical id suffix. */
  readonly name: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly routes: readonly string[];
  readonly tables: { readonly read: readonly TableKey[]; readonly write: readonly TableKey[] };
  readonly buckets: { readonly read: readonly BucketKey[]; readonly write: readonly BucketKey[] };
  readonly sendsEmail: boolean;
  /** Lambda memory; CPU share grows with it. Defaults to 512 MB. */
  readonly memoryMB?: number;
  /** Lambda timeout; defaults to 10 s. API Gateway answers 503 after 30 s whatever this says. */
  readonly timeoutSeconds?: number;
}

export const endpointGroups: readonly EndpointGroup[] = [
  {
    name: 'user',
    entry: 'functions/user/handler.ts',
    routes: userRouteKeys,
    // classes and messages are only counted for the admin overview.
    tables: { read: ['classes', 'messages'], write: ['users'] },
    buckets: { read: [], write: [] },
    sendsEmail: true,
    // Each scrypt hash needs 128 MiB and is CPU-bound; 1024 MB doubles the CPU share of 512 MB.
    memoryMB: 1024,
  },
  {
    name: 'media',
    entry: 'functions/media/handler.ts',
    routes: mediaRouteKeys,
    // videoMeta holds the video catalog and the upload records (pending uploads, multipart parts),
    // and deleteVideo removes a video's likes and comments there; users answers "who is calling".
    tables: { read: ['users'], write: ['videoMeta'] },
    // Admin uploads and deletes: presigned PUT/DELETE URLs and multipart uploads are signed with
    // this role, so it needs write on every video and PDF bucket (write includes read); deleting a
    // video or retrying its ladder removes stream files, so it writes the streams bucket too.
    buckets: {
      read: [],
      write: [
        'free',
        'Theory',
        'Revision',
        'Practical',
        'Paper',
        'PastPaperMarking',
        'RevisionTute',
        'SampathBook',
        'streams',
      ],
    },
    sendsEmail: false,
    // CompleteMultipartUpload of a multi-GB lecture can take S3 many seconds (see multipart.ts).
    timeoutSeconds: 29,
  },
  {
    name: 'videoMeta',
    entry: 'functions/videoMeta/handler.ts',
    routes: videoMetaRouteKeys,
    tables: { read: ['users'], write: ['videoMeta'] },
    buckets: { read: [], write: [] },
    sendsEmail: false,
  },
  {
    name: 'class',
    entry: 'functions/class/handler.ts',
    routes: classRouteKeys,
    // users answers "who is calling" (sessions, role).
    tables: { read: ['users'], write: ['classes'] },
    buckets: { read: [], write: [] },
    sendsEmail: false,
  },
  {
    name: 'exam',
    entry: 'functions/exam/handler.ts',
    routes: examRouteKeys,
    tables: { read: ['users'], write: ['exams'] },
    buckets: { read: [], write: [] },
    sendsEmail: false,
  },
  {
    name: 'contact',
    entry: 'functions/contact/handler.ts',
    routes: contactRouteKeys,
    // messages also holds the per-address send window; users answers "who is calling" for the
    // admin endpoints, whose replies go out by mail.
    tables: { read: ['users'], write: ['messages'] },
    buckets: { read: [], write: [] },
    sendsEmail: true,
  },
  {
    name: 'slides',
    entry: 'functions/slides/handler.ts',
    routes: slideRouteKeys,
    // users answers "who is calling" (admin uploads and deletes); the list is public.
    tables: { read: ['users'], write: [] },
    buckets: { read: [], write: ['slides'] },
    sendsEmail: false,
  },
  {
    name: 'quiz',
    entry: 'functions/quiz/handler.ts',
    routes: quizRouteKeys,
    // users answers "who is calling" (sessions, access flags); quizzes holds definitions, runs,
    // players, live connections and practice attempts.
    tables: { read: ['users'], write: ['quizzes'] },
    // imageUpload signs PUTs of question images; question messages carry presigned GETs.
    buckets: { read: [], write: ['quizImages'] },
    sendsEmail: false,
    // An answer is one BatchGetItem and one UpdateItem, CPU-bound JSON and signing at a 2,000-student
    // burst; a broadcast is one signed HTTPS post per connection from one invocation, CPU-bound too.
    // 1,769 MB is the size at which Lambda gives a function one whole vCPU.
    memoryMB: 1769,
  },
  {
    name: 'fees',
    entry: 'functions/fees/handler.ts',
    routes: feeRouteKeys,
    // Approving a payment grants access on the student's account, so this group writes users.
    tables: { read: [], write: ['fees', 'users'] },
    // Students PUT slips with presigned URLs signed by this role; admins and owners GET them.
    buckets: { read: [], write: ['slips'] },
    // A rejection is mailed to the student in their language.
    sendsEmail: true,
  },
];
