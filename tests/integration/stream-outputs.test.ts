/**
 * Once a ladder is ready, the folders it superseded go: each on its own, so a video's delete racing
 * the retirement of the folder students were playing, or one folder that cannot be removed, leaves
 * the other folders removed as they should be. Against dynalite and s3rver; the racing delete is
 * made to land between the listing and the retirement.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { streamPrefix } from '../../functions/domain/streaming/layout';
import { recordStreamOutput, removeSupersededOutputs } from '../../functions/domain/streaming/stream-outputs';
import { streamObjects } from '../../functions/domain/streaming/stream-files';
import { videoMetaTable, videoPk } from '../../functions/domain/videos/catalog';
import { dynamo } from '../../functions/shared/dynamo';
import { captureLogLines } from '../support/log-lines';
import { createIsolatedBuckets, putObject } from './support/media';

beforeAll(async () => {
  await createIsolatedBuckets(['streams']);
});

afterEach(() => vi.restoreAllMocks());

/** Three recorded folders with a playlist each: the one playing, an older one, the new ladder. */
async function threeFolders(title: string): Promise<void> {
  for (const streamId of ['a-playing', 'b-older', 'c-new']) {
    await recordStreamOutput(title, { folder: 'free', streamId });
    await putObject(
      'streams',
      `${streamPrefix('free', streamId)}master.m3u8`,
      Buffer.from('#EXTM3U\n'),
      'application/vnd.apple.mpegurl',
    );
  }
}

const record = async (title: string, streamId: string) =>
  (
    await dynamo.send(
      new GetCommand({ TableName: videoMetaTable(), Key: { pk: videoPk(title), sk: `STREAM#${streamId}` } }),
    )
  ).Item;

const files = async (streamId: string) => [...(await streamObjects('free', streamId)).keys()];

/** Runs `before` once, just ahead of the first document-client command `matches` picks. */
function ahead(matches: (command: unknown) => boolean, before: () => Promise<unknown>): void {
  const send = dynamo.send.bind(dynamo) as (command: unknown) => Promise<unknown>;
  let done = false;
  vi.spyOn(dynamo, 'send').mockImplementation((async (command: unknown) => {
    if (!done && matches(command)) {
      done = true;
      await before();
    }
    return send(command);
  }) as typeof dynamo.send);
}

it('a delete removing the playing folder first: it is not brought back, and the older folder still goes', async () => {
  const title = 'Raced Lecture';
  await threeFolders(title);
  const logs = captureLogLines();
  ahead(
    (command) => command instanceof UpdateCommand,
    () =>
      dynamo.send(
        new DeleteCommand({ TableName: videoMetaTable(), Key: { pk: videoPk(title), sk: 'STREAM#a-playing' } }),
      ),
  );

  await removeSupersededOutputs(title, 'c-new', 'a-playing');

  expect(await record(title, 'a-playing')).toBeUndefined();
  expect(await record(title, 'b-older')).toBeUndefined();
  expect(await files('b-older')).toEqual([]);
  expect(await record(title, 'c-new')).toMatchObject({ streamId: 'c-new' });
  expect(await files('c-new')).toEqual(['master.m3u8']);
  // A record already gone is the delete's doing, not a failure.
  expect(logs.at('WARN')).toEqual([]);
});

it('a folder that cannot be removed is logged, and the next one is removed all the same', async () => {
  const title = 'Stubborn Lecture';
  await threeFolders(title);
  const logs = captureLogLines();
  const send = dynamo.send.bind(dynamo) as (command: unknown) => Promise<unknown>;
  vi.spyOn(dynamo, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof DeleteCommand && command.input.Key?.sk === 'STREAM#a-playing') {
      throw new Error('the table is busy');
    }
    return send(command);
  }) as typeof dynamo.send);

  // No folder playing: both earlier folders are to be removed at once.
  await removeSupersededOutputs(title, 'c-new');

  expect(await record(title, 'a-playing')).toMatchObject({ streamId: 'a-playing' });
  expect(await record(title, 'b-older')).toBeUndefined();
  expect(await files('b-older')).toEqual([]);
  expect(await files('c-new')).toEqual(['master.m3u8']);
  expect(logs.entries().filter((entry) => entry.level === 'WARN')).toEqual([
    expect.objectContaining({ message: 'removing a superseded stream folder failed', folder: 'free' }),
  ]);
});
