/**
 * Every transcode job's output folder, recorded beside the video's catalog entry before the job is
 * submitted:
 *
 *   VIDEO#<title> / STREAM#<stream id>   {folder, streamId, createdAt}
 *
 * The entry points at one stream at a time, but a superseded job (a re-upload, a retry) keeps
 * writing its folder, and each folder is servable to anyone holding the folder's cookie. So a
 * video's delete removes every recorded folder, not only the current one, and once a job's outcome
 * is known the folders it superseded are removed.
 *
 * Except the one students were playing until a remade ladder took its place: a player holds that
 * folder's playlists and fetches its segments as the lecture goes on, so the folder is retired
 * instead, and the hourly sweep removes it once no viewing that began before the switch can still
 * be running (RETIRED_FOR_MS):
 *
 *   gsi1: STREAMS#RETIRED / <remove after, ISO>#<stream id>   — only while it waits
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../../shared/aws';
import { clock } from '../../shared/clock';
import { dynamo } from '../../shared/dynamo';
import { queryAll } from '../../shared/query-all';
import { logger } from '../../shared/logger';
import type { VideoFolder } from '../../shared/schemas';
import { videoMetaTable, videoPk } from '../videos/catalog';
import { deleteStreamFiles } from './stream-files';

const OUTPUT_SK = 'STREAM#';
const RETIRED_INDEX_KEY = 'STREAMS#RETIRED';
/** Longer than any lecture watched in one sitting, pauses included. */
export const RETIRED_FOR_MS = 6 * 60 * 60 * 1000;

interface StreamOutput {
  folder: VideoFolder;
  streamId: string;
}

interface OutputItem extends StreamOutput {
  pk: string;
  /** Set while the folder waits to be removed. */
  removeAfter?: string;
}

export async function recordStreamOutput(title: string, output: StreamOutput): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: videoMetaTable(),
      Item: {
        pk: videoPk(title),
        sk: `${OUTPUT_SK}${output.streamId}`,
        folder: output.folder,
        streamId: output.streamId,
        createdAt: new Date(clock.now()).toISOString(),
      },
    }),
  );
}

export async function streamOutputs(title: string): Promise<StreamOutput[]> {
  return (await outputItems(title)).map((item) => ({ folder: item.folder, streamId: item.streamId }));
}

function outputItems(title: string): Promise<OutputItem[]> {
  return queryAll<OutputItem>({
    TableName: videoMetaTable(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': videoPk(title), ':sk': OUTPUT_SK },
    ConsistentRead: true,
  });
}

/** Removes the folder's objects, then its record; a second call finishes a half-done one. */
export async function removeStreamOutput(title: string, output: StreamOutput): Promise<void> {
  await deleteStreamFiles(output.folder, output.streamId);
  await dynamo.send(
    new DeleteCommand({
      TableName: videoMetaTable(),
      Key: { pk: videoPk(title), sk: `${OUTPUT_SK}${output.streamId}` },
    }),
  );
}

/** Keeps the folder for RETIRED_FOR_MS more, then leaves it to the sweep. */
async function retireStreamOutput(title: string, output: StreamOutput, now: number): Promise<void> {
  const removeAfter = new Date(now + RETIRED_FOR_MS).toISOString();
  const retire = dynamo.send(
    new UpdateCommand({
      TableName: videoMetaTable(),
      Key: { pk: videoPk(title), sk: `${OUTPUT_SK}${output.streamId}` },
      UpdateExpression: 'SET removeAfter = :after, gsi1pk = :retired, gsi1sk = :order, title = :title',
      // A folder whose record a delete removed meanwhile is not brought back.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':after': removeAfter,
        ':retired': RETIRED_INDEX_KEY,
        ':order': `${removeAfter}#${output.streamId}`,
        ':title': title,
      },
    }),
  );
  // Already removed: the delete did all there was to do.
  await retire.catch((error: unknown) => {
    if (!isConditionalCheckFailed(error)) throw error;
  });
}

/**
 * Removes every recorded folder of the title but `keep`; `playing`, the folder `keep` took over
 * from, is retired instead, and one already retired keeps its time. Logged, not thrown: the
 * caller's own work (a ready ladder, an ignored event) stands, and the video's delete removes
 * whatever is left.
 */
export async function removeSupersededOutputs(title: string, keep: string | null, playing?: string): Promise<void> {
  let outputs: OutputItem[];
  try {
    outputs = await outputItems(title);
  } catch (error) {
    logger.warn('listing superseded stream folders failed', { title, error });
    return;
  }
  // One folder's failure does not keep the others: each is removed or retired on its own.
  for (const output of outputs) {
    if (output.streamId === keep || output.removeAfter !== undefined) continue;
    try {
      if (output.streamId === playing) await retireStreamOutput(title, output, clock.now());
      else await removeStreamOutput(title, output);
    } catch (error) {
      logger.warn('removing a superseded stream folder failed', { title, folder: output.folder, error });
    }
  }
}

/** Removes the retired folders whose time is up; how many. */
export async function removeRetiredOutputs(now: number): Promise<number> {
  const due = await queryAll<OutputItem & { title: string }>({
    TableName: videoMetaTable(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :retired AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':retired': RETIRED_INDEX_KEY, ':now': new Date(now).toISOString() },
  });
  for (const item of due) await removeStreamOutput(item.title, item);
  return due.length;
}
