/**
 * What viewers add to a video, beside its catalog entry (functions/domain/videos/catalog.ts) in the
 * videoMeta table:
 *
 *   VIDEO#<title> / LIKE#<userId>                 one per user: conditional put / delete
 *   VIDEO#<title> / COMMENT#<createdAt ISO>#<id>  {name, comment, createdAt, userId}
 *   VIDEO#<title> / PROGRESS#<userId>             {seconds, updatedAt}
 *
 * The like count is a consistent Query COUNT of the LIKE# items, so it can never drift from them.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { decodeCursor, encodeCursor } from '../shared/cursor';
import { videoMetaTable, videoPk } from '../domain/videos/catalog';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import type { CommentView } from '../shared/schemas';

const LIKE = 'LIKE#';
const COMMENT = 'COMMENT#';
const likeKey = (title: string, userId: string) => ({ pk: videoPk(title), sk: `${LIKE}${userId}` });
const progressKey = (title: string, userId: string) => ({ pk: videoPk(title), sk: `PROGRESS#${userId}` });

export async function hasLiked(title: string, userId: string): Promise<boolean> {
  const result = await dynamo.send(
    new GetCommand({ TableName: videoMetaTable(), Key: likeKey(title, userId), ConsistentRead: true }),
  );
  return result.Item !== undefined;
}

/** Sets the user's like; idempotent, and safe under parallel calls (the conditions make the loser a no-op). */
export async function setLike(title: string, userId: string, liked: boolean): Promise<void> {
  try {
    if (liked) {
      await dynamo.send(
        new PutCommand({
          TableName: videoMetaTable(),
          Item: likeKey(title, userId),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } else {
      await dynamo.send(
        new DeleteCommand({
          TableName: videoMetaTable(),
          Key: likeKey(title, userId),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    }
  } catch (error) {
    // Already in the wanted state.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

export async function countLikes(title: string): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: videoMetaTable(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :like)',
        ExpressionAttributeValues: { ':pk': videoPk(title), ':like': LIKE },
        Select: 'COUNT',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
}

interface CommentItem {
  pk: string;
  sk: string;
  name: string;
  comment: string;
  createdAt: string;
  userId: string;
}

const toView = (item: CommentItem): CommentView => ({
  name: item.name,
  createdAt: item.createdAt,
  comment: item.comment,
});

export async function addComment(
  title: string,
  input: { userId: string; name: string; comment: string; now: number },
): Promise<CommentView> {
  const createdAt = new Date(input.now).toISOString();
  const item: CommentItem = {
    pk: videoPk(title),
    sk: `${COMMENT}${createdAt}#${randomUUID()}`,
    name: input.name,
    comment: input.comment,
    createdAt,
    userId: input.userId,
  };
  await dynamo.send(new PutCommand({ TableName: videoMetaTable(), Item: item }));
  return toView(item);
}

const commentCursorSchema = z.strictObject({ sk: z.string().check(z.startsWith(COMMENT), z.maxLength(120)) });

/** Newest first; `cursor` continues after the last comment of the previous page. */
export async function listComments(
  title: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<{ comments: CommentView[]; nextCursor: string | null }> {
  const after = options.cursor ? decodeCursor(commentCursorSchema, options.cursor) : undefined;
  const page = await dynamo.send(
    new QueryCommand({
      TableName: videoMetaTable(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :comment)',
      ExpressionAttributeValues: { ':pk': videoPk(title), ':comment': COMMENT },
      ScanIndexForward: false,
      // One more than needed tells whether another page exists.
      Limit: options.limit + 1,
      ...(after ? { ExclusiveStartKey: { pk: videoPk(title), sk: after.sk } } : {}),
    }),
  );
  const items = (page.Items ?? []) as CommentItem[];
  const kept = items.slice(0, options.limit);
  const last = kept.at(-1);
  return {
    comments: kept.map(toView),
    nextCursor: items.length > options.limit && last ? encodeCursor({ sk: last.sk }) : null,
  };
}

export async function saveProgress(title: string, userId: string, seconds: number, now: number): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: videoMetaTable(),
      Item: { ...progressKey(title, userId), seconds, updatedAt: new Date(now).toISOString() },
    }),
  );
}

export async function getProgress(title: string, userId: string): Promise<number> {
  const result = await dynamo.send(
    new GetCommand({ TableName: videoMetaTable(), Key: progressKey(title, userId), ConsistentRead: true }),
  );
  const seconds: unknown = result.Item?.seconds;
  return typeof seconds === 'number' ? seconds : 0;
}
