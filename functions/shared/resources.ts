/**
 * The tables and buckets, defined once for everything that names them: the CDK stack creates them
 * (infra/data.ts, infra/storage.ts), the local stack (local/engines/) creates their local twins, and
 * the handlers read their real names through the environment variables named here
 * (functions/shared/config.ts). Keep this file free of aws-cdk-lib imports: the handlers and the
 * local stack load it without CDK.
 */

export interface TableDefinition {
  /** Logical id in CDK and the table's name in the local engine. */
  readonly id: string;
  /** Environment variable through which handlers learn the real table name. */
  readonly envVar: string;
  readonly localName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  readonly indexes: readonly { name: string; partitionKey: string; sortKey: string }[];
  /** Epoch-seconds attribute DynamoDB expires items by (sessions, codes, lockouts). The local engine
   * has no TTL, so code always checks expiry itself; TTL only keeps the cloud table tidy. */
  readonly ttlAttribute: string;
}

// Every table uses generic pk/sk plus one generic index, so item types (sessions, OTPs, likes,
// comments) can live beside the main entity without schema changes.
const genericKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  ttlAttribute: 'ttl',
} as const;

export const tables = {
  users: { id: 'Users', envVar: 'USERS_TABLE', localName: 'engtech-users', ...genericKeys },
  classes: { id: 'Classes', envVar: 'CLASSES_TABLE', localName: 'engtech-classes', ...genericKeys },
  exams: { id: 'Exams', envVar: 'EXAMS_TABLE', localName: 'engtech-exams', ...genericKeys },
  messages: { id: 'Messages', envVar: 'MESSAGES_TABLE', localName: 'engtech-messages', ...genericKeys },
  videoMeta: { id: 'VideoMeta', envVar: 'VIDEOMETA_TABLE', localName: 'engtech-videometa', ...genericKeys },
  // Quiz definitions, runs, players, live connections and practice attempts (functions/quiz/store*.ts).
  quizzes: { id: 'Quizzes', envVar: 'QUIZZES_TABLE', localName: 'engtech-quizzes', ...genericKeys },
  // Fee plans and payments (functions/fees/items.ts). Payments are found three ways, so this table
  // has two more indexes: by student (gsi2) and by bank reference (gsi3).
  fees: {
    id: 'Fees',
    envVar: 'FEES_TABLE',
    localName: 'engtech-fees',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
      { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    ],
    ttlAttribute: 'ttl',
  },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tables;

type BucketKind = 'video' | 'tute' | 'slide' | 'stream' | 'slip';

export interface BucketDefinition {
  /**
   * The CloudFormation logical id. Renaming one makes CloudFormation replace the bucket (and lose
   * what it holds), so the tute buckets keep the "Pdfs" ids they were deployed with.
   */
  readonly id: string;
  /** The category name as the API paths spell it (e.g. getTheoryVideos, getVideos/free). */
  readonly category: string;
  readonly kind: BucketKind;
  readonly envVar: string;
  readonly localName: string;
}

export const buckets = {
  free: {
    id: 'VideosFree',
    category: 'free',
    kind: 'video',
    envVar: 'BUCKET_VIDEOS_FREE',
    localName: 'engtech-videos-free',
  },
  Theory: {
    id: 'VideosTheory',
    category: 'Theory',
    kind: 'video',
    envVar: 'BUCKET_VIDEOS_THEORY',
    localName: 'engtech-videos-theory',
  },
  Revision: {
    id: 'VideosRevision',
    category: 'Revision',
    kind: 'video',
    envVar: 'BUCKET_VIDEOS_REVISION',
    localName: 'engtech-videos-revision',
  },
  Practical: {
    id: 'VideosPractical',
    category: 'Practical',
    kind: 'video',
    envVar: 'BUCKET_VIDEOS_PRACTICAL',
    localName: 'engtech-videos-practical',
  },
  Paper: {
    id: 'VideosPaper',
    category: 'Paper',
    kind: 'video',
    envVar: 'BUCKET_VIDEOS_PAPER',
    localName: 'engtech-videos-paper',
  },
  PastPaperMarking: {
    id: 'PdfsPastPaperMarking',
    category: 'PastPaperMarking',
    kind: 'tute',
    envVar: 'BUCKET_PDFS_PASTPAPERMARKING',
    localName: 'engtech-pdfs-pastpapermarking',
  },
  RevisionTute: {
    id: 'PdfsRevisionTute',
    category: 'RevisionTute',
    kind: 'tute',
    envVar: 'BUCKET_PDFS_REVISIONTUTE',
    localName: 'engtech-pdfs-revisiontute',
  },
  SampathBook: {
    id: 'PdfsSampathBook',
    category: 'SampathBook',
    kind: 'tute',
    envVar: 'BUCKET_PDFS_SAMPATHBOOK',
    localName: 'engtech-pdfs-sampathbook',
  },
  slides: { id: 'Slides', category: 'slides', kind: 'slide', envVar: 'BUCKET_SLIDES', localName: 'engtech-slides' },
  // Question images: the admin's browser PUTs them with a presigned URL; students get presigned GETs.
  quizImages: {
    id: 'QuizImages',
    category: 'quizImages',
    kind: 'slide',
    envVar: 'BUCKET_QUIZ_IMAGES',
    localName: 'engtech-quiz-images',
  },
  // The streaming renditions of every video folder, under media/<folder>/<stream id>/ so a URL path
  // on the site's origin (/media/...) is the object key as it is.
  // Payment slips: private, written by the student's browser with a presigned PUT and read only
  // through short-lived presigned GETs for their student and the admins; deleted after 13 months.
  slips: { id: 'Slips', category: 'slips', kind: 'slip', envVar: 'BUCKET_SLIPS', localName: 'engtech-slips' },
  streams: { id: 'Streams', category: 'media', kind: 'stream', envVar: 'BUCKET_STREAMS', localName: 'engtech-streams' },
} as const satisfies Record<string, BucketDefinition>;

export type BucketKey = keyof typeof buckets;
