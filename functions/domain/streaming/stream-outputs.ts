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
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../shared/clock';
import { dynamo } from '../../shared/dynamo';
import { queryAll } from '../../shared/query-all';
import { logger } from '../../shared/logger';
import type { VideoFolder } from '../../shared/schemas';
import { videoMetaTable, videoPk } from '../videos/catalog';
import { deleteStreamFiles } from './stream-files';

const OUTPUT_SK = 'STREAM#';

interface StreamOutput {
  folder: VideoFolder;
  streamId: string;
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
  const items = await queryAll<StreamOutput>({
    TableName: videoMetaTable(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': videoPk(title), ':sk': OUTPUT_SK },
    ConsistentRead: true,
  });
  return items.map((item) => ({ folder: item.folder, streamId: item.streamId }));
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

/**
 * Removes every recorded folder of the title but `keep`. Logged, not thrown: the caller's own work
 * (a ready ladder, an ignored event) stands, and the video's delete removes whatever is left.
 */
export async function removeSupersededOutputs(title: string, keep: string | null): Promise<void> {
  try {
    for (const output of await streamOutputs(title)) {
      if (output.streamId !== keep) await removeStreamOutput(title, output);
    }
  } catch (error) {
    logger.warn('removing superseded stream folders failed', { title, error });
  }
}
