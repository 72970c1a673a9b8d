/**
 * The videoMeta table, and the video catalog in it: one META item per title (titles are unique
 * across categories). Every item of a video lives under its title's partition, whose key (videoPk)
 * the other writers import from here:
 *
 *   VIDEO#<title> / META   {title, category, year, caption, videoKey, thumbnailKey, uploadedAt,
 *                           streamState, streamId, streamJobId, streamRenditions, streamDurationSeconds}
 *                          gsi1: CAT#<category> / <uploadedAt>#<title>   — only once both objects exist
 *   VIDEO#<title> / LIKE#<userId>, COMMENT#<createdAt>#<id>, PROGRESS#<userId>
 *                          what viewers add (functions/videoMeta/store.ts)
 *   VIDEO#<title> / PENDING, MULTIPART, PART#<uploadId>#<n>
 *                          upload records (functions/media/uploads/pending-store.ts, multipart-store.ts)
 *   VIDEO#<title> / STREAM#<stream id>
 *                          each transcode job's output folder (functions/domain/streaming/stream-outputs.ts)
 *
 * The stream* attributes are the video's streaming ladder (stream-state.ts writes them); a record
 * without them was made before streaming existed. deleteAllMeta removes a title's items together.
 *
 * The index keys are written only for a complete pair (a video and its thumbnail), so the index is
 * sparse: a list is a Query on gsi1 that never sees a half-uploaded video, and its pages are exact.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { deleteItems } from '../../shared/batch-write';
import { dynamo } from '../../shared/dynamo';
import { isConditionalCheckFailed } from '../../shared/aws';
import { clock } from '../../shared/clock';
import { config } from '../../shared/config';
import { BadRequest, Conflict } from '../../shared/errors';
import {
  commonTexts,
  requestTexts,
  uploadTexts,
  VIDEO_FOLDERS,
  VIDEO_TITLE_MAX,
  type SourceKind,
  type VideoFolder,
  type VideoYear,
} from '../../shared/schemas';
import { decodeCursor, encodeCursor } from '../../shared/cursor';
import { VIDEO_SUFFIX } from './pairing';
import { queryIndexPage } from '../../shared/index-query';
import { evictVideoPages } from './video-pages';
import { streamAttributes, streamOf, type StreamAttributes, type StreamRecord } from './stream-record';

export const videoMetaTable = (): string => config.tableName('videoMeta');
export const videoPk = (title: string): string => `VIDEO#${title}`;
export const categoryIndexKey = (category: VideoFolder): string => `CAT#${category}`;

export interface VideoRecord {
  title: string;
  category: VideoFolder;
  year: VideoYear;
  caption: string;
  videoKey?: string;
  thumbnailKey?: string;
  /** ISO date-time */
  uploadedAt: string;
  /** What the video mostly shows (slides when absent), which picks its streaming ladder. */
  sourceKind?: SourceKind;
  stream?: StreamRecord;
}

/** A record whose video and thumbnail both exist: the only kind that is listed or played. */
export type PairedVideo = VideoRecord & { videoKey: string; thumbnailKey: string };

interface VideoItem extends Omit<VideoRecord, 'stream'>, StreamAttributes {
  pk: string;
  sk: 'META';
  gsi1pk?: string;
  gsi1sk?: string;
}

export const isPaired = (record: VideoRecord): record is PairedVideo => Boolean(record.videoKey && record.thumbnailKey);

function toItem(record: VideoRecord): VideoItem {
  const { stream, ...fields } = record;
  const item: VideoItem = { pk: videoPk(record.title), sk: 'META', ...fields, ...streamAttributes(stream) };
  if (isPaired(record)) {
    item.gsi1pk = categoryIndexKey(record.category);
    item.gsi1sk = `${record.uploadedAt}#${record.title}`;
  }
  return item;
}

const toRecord = (item: VideoItem): VideoRecord => ({
  title: item.title,
  category: item.category,
  year: item.year,
  caption: item.caption,
  ...(item.videoKey ? { videoKey: item.videoKey } : {}),
  ...(item.thumbnailKey ? { thumbnailKey: item.thumbnailKey } : {}),
  uploadedAt: item.uploadedAt,
  ...(item.sourceKind ? { sourceKind: item.sourceKind } : {}),
  ...streamOf(item),
});

export async function getVideoRecord(title: string): Promise<VideoRecord | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: videoMetaTable(), Key: { pk: videoPk(title), sk: 'META' }, ConsistentRead: true }),
  );
  return result.Item ? toRecord(result.Item as VideoItem) : null;
}

/**
 * The playable video with this title. The meta lookup drops the word "video" from the title,
 * so "Lesson 1video" (the object's name) finds "Lesson 1" too.
 */
export async function findVideo(title: string): Promise<PairedVideo | null> {
  const exact = await getVideoRecord(title);
  if (exact && isPaired(exact)) return exact;
  if (title.length > VIDEO_SUFFIX.length && title.endsWith(VIDEO_SUFFIX)) {
    const stripped = await getVideoRecord(title.slice(0, -VIDEO_SUFFIX.length));
    if (stripped && isPaired(stripped)) return stripped;
  }
  return null;
}

interface RecordVideoInput {
  category: VideoFolder;
  title: string;
  year: VideoYear;
  caption: string;
  videoKey?: string;
  thumbnailKey?: string;
  /** ISO; defaults to the first recording's time (so re-recording keeps the list order). */
  uploadedAt?: string;
  /** Kept as recorded when not given. */
  sourceKind?: SourceKind;
}

/**
 * Records (or re-records) a video's catalog entry; idempotent. Object keys not given keep their
 * recorded value, so a video and its thumbnail may be recorded one after the other. A title taken
 * in another category is a 409.
 */
export async function recordVideo(input: RecordVideoInput): Promise<VideoRecord> {
  // The title travels as one URL path segment ("/" would split it) and is part of the table key.
  if (!input.title.trim() || input.title.length > VIDEO_TITLE_MAX || input.title.includes('/')) {
    throw new BadRequest(requestTexts.videoTitle);
  }
  const existing = await getVideoRecord(input.title);
  if (existing && existing.category !== input.category) throw new Conflict(uploadTexts.titleTaken);
  const videoKey = input.videoKey ?? existing?.videoKey;
  const thumbnailKey = input.thumbnailKey ?? existing?.thumbnailKey;
  const sourceKind = input.sourceKind ?? existing?.sourceKind;
  const record: VideoRecord = {
    title: input.title,
    category: input.category,
    year: input.year,
    caption: input.caption,
    ...(videoKey ? { videoKey } : {}),
    ...(thumbnailKey ? { thumbnailKey } : {}),
    uploadedAt: input.uploadedAt ?? existing?.uploadedAt ?? new Date(clock.now()).toISOString(),
    ...(sourceKind ? { sourceKind } : {}),
    // Re-recording the details keeps the ladder already made of the same video.
    ...(existing?.stream ? { stream: existing.stream } : {}),
  };
  try {
    await dynamo.send(
      new PutCommand({
        TableName: videoMetaTable(),
        Item: toItem(record),
        // Guards the read above against a parallel recording of the same title in another category.
        ConditionExpression: 'attribute_not_exists(pk) OR category = :category',
        ExpressionAttributeValues: { ':category': input.category },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new Conflict(uploadTexts.titleTaken);
    throw error;
  }
  evictVideoPages();
  return record;
}

const cursorSchema = z.strictObject({
  pk: z.string().check(z.startsWith('VIDEO#'), z.maxLength(220)),
  sk: z.literal('META'),
  gsi1pk: z.enum(VIDEO_FOLDERS.map(categoryIndexKey) as [string, ...string[]]),
  // DynamoDB refuses an empty key value in ExclusiveStartKey with an error (a 500 to the caller),
  // so the cursor schema refuses it first as a bad cursor; no real cursor has one.
  gsi1sk: z.string().check(z.minLength(1), z.maxLength(260)),
});
type CursorKey = z.infer<typeof cursorSchema>;

interface CatalogPage {
  videos: PairedVideo[];
  nextCursor: string | null;
}

/**
 * One page of a category's paired videos, newest first. A specific year also lists videos made
 * for every year ("all"); year "all" lists the whole category.
 */
export async function listVideos(options: {
  category: VideoFolder;
  year?: VideoYear;
  limit: number;
  cursor?: string | undefined;
}): Promise<CatalogPage> {
  const { category, limit } = options;
  const year = options.year === 'all' ? undefined : options.year;
  const startKey = options.cursor ? decodeCursor(cursorSchema, options.cursor) : undefined;
  // A cursor from another category's list would silently page through the wrong index partition.
  if (startKey && startKey.gsi1pk !== categoryIndexKey(category)) throw new BadRequest(commonTexts.invalidCursor);
  const { items, nextKey } = await queryIndexPage<VideoItem, CursorKey>({
    table: videoMetaTable(),
    partition: categoryIndexKey(category),
    limit,
    startKey,
    filter: year
      ? { expression: '#year IN (:year, :all)', names: { '#year': 'year' }, values: { ':year': year, ':all': 'all' } }
      : undefined,
    keyOf,
    parseKey: (key) => {
      const parsed = cursorSchema.safeParse(key);
      return parsed.success ? parsed.data : null;
    },
  });
  return { videos: items.map(toRecord).filter(isPaired), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}

const keyOf = (item: VideoItem): CursorKey => ({
  pk: item.pk,
  sk: 'META',
  gsi1pk: item.gsi1pk ?? '',
  gsi1sk: item.gsi1sk ?? '',
});

/**
 * Removes every item stored under a video's title — likes, comments, progress, upload records —
 * and its catalog entry (META) last, so a failure part way leaves the video listed and deletable
 * again rather than half-removed.
 */
export async function deleteAllMeta(title: string): Promise<void> {
  const keys: { pk: string; sk: string }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: videoMetaTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': videoPk(title) },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    keys.push(...((page.Items ?? []) as { pk: string; sk: string }[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await deleteItems(
    videoMetaTable(),
    keys.filter((key) => key.sk !== 'META'),
  );
  await dynamo.send(new DeleteCommand({ TableName: videoMetaTable(), Key: { pk: videoPk(title), sk: 'META' } }));
}
