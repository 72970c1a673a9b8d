/**
 * The way back from a video's id (video-id.ts) to its title, in the videoMeta table:
 *
 *   VIDEOID#<id> / TITLE   {title}
 *
 * A transcode job carries only the id (MediaConvert's user metadata takes no title), and a multipart
 * upload's safe key only the id, so the job's end and the upload's later steps find the title here.
 * The id is a hash of the title, so the item is written (idempotently) wherever an id is handed out
 * and never goes stale. A video's delete leaves it: a job still running then can still name its
 * video when it ends, and its folder be removed; the same title uploaded again maps to it as before.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../shared/dynamo';
import { videoMetaTable } from './catalog';
import { videoIdOf } from './video-id';

const idKey = (id: string) => ({ pk: `VIDEOID#${id}`, sk: 'TITLE' });

/** Records the title behind its id, and answers the id. */
export async function rememberVideoId(title: string): Promise<string> {
  const id = videoIdOf(title);
  await dynamo.send(new PutCommand({ TableName: videoMetaTable(), Item: { ...idKey(id), title } }));
  return id;
}

/** The title behind `id`, or null when none was recorded (or its video was deleted). */
export async function titleOfVideoId(id: string): Promise<string | null> {
  const result = await dynamo.send(
    new GetCommand({ TableName: videoMetaTable(), Key: idKey(id), ConsistentRead: true }),
  );
  const title: unknown = result.Item?.title;
  // A hash collision would name another title: the id must be the title's own.
  return typeof title === 'string' && videoIdOf(title) === id ? title : null;
}
