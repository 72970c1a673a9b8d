/**
 * The classes table. Key layout:
 *   CLASS#<id> / CLASS   gsi1: CLASS / <createdAt ISO>#<id>
 * so the public list and the admin count are one Query on gsi1, never a Scan. The class group
 * writes and lists classes; the user group counts them for the admin overview.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../shared/dynamo';
import { isConditionalCheckFailed } from '../../shared/aws';
import { clock } from '../../shared/clock';
import { config } from '../../shared/config';
import type { ClassView } from '../../shared/schemas';
import { countIndex } from '../../shared/index-query';
import { TtlCache } from '../../shared/ttl-cache';

const classesTable = (): string => config.tableName('classes');
/** The gsi1 partition of every class item. */
const CLASS_INDEX = 'CLASS';

export interface ClassRecord extends ClassView {
  /** epoch ms */
  createdAt: number;
}

/** The stored item: the record's fields, with the id under its own name beside the keys. */
interface ClassItem extends Omit<ClassRecord, '_id'> {
  pk: string;
  sk: 'CLASS';
  gsi1pk: typeof CLASS_INDEX;
  gsi1sk: string;
  id: string;
}

const toItem = (record: ClassRecord): ClassItem => ({
  pk: `CLASS#${record._id}`,
  sk: 'CLASS',
  gsi1pk: CLASS_INDEX,
  gsi1sk: `${new Date(record.createdAt).toISOString()}#${record._id}`,
  id: record._id,
  title: record.title,
  teacher: record.teacher,
  type: record.type,
  location: record.location,
  schedule: record.schedule,
  fee: record.fee,
  createdAt: record.createdAt,
});

const toView = (item: ClassItem): ClassView => ({
  _id: item.id,
  title: item.title,
  teacher: item.teacher,
  type: item.type,
  location: item.location,
  schedule: item.schedule,
  fee: item.fee,
});

/** Writes a class. With `onlyIfAbsent`, an existing class with that id is left untouched (returns false). */
export async function putClass(record: ClassRecord, options: { onlyIfAbsent?: boolean } = {}): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: classesTable(),
        Item: toItem(record),
        ...(options.onlyIfAbsent ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      }),
    );
    evictClassList();
    return true;
  } catch (error) {
    if (options.onlyIfAbsent && isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** The public list never grows without bound: a tuition class list is short, 200 is plenty. */
export const CLASS_LIST_LIMIT = 200;

/**
 * The public list is read by every visitor of the home page and /classes and changes a few times a
 * term, so each instance keeps it for CLASS_LIST_TTL_MS. This instance's writes (putClass,
 * deleteClass) evict it at once; another instance may serve the list it loaded for at most
 * CLASS_LIST_TTL_MS after a class was created or deleted elsewhere.
 */
export const CLASS_LIST_TTL_MS = 10_000;
const classLists = new TtlCache<string, readonly ClassView[]>({
  ttlMs: CLASS_LIST_TTL_MS,
  maxEntries: 8,
  now: () => clock.now(),
});
const evictClassList = (): void => classLists.delete(classesTable());

/** Classes, oldest first (the order they were created in); at most CLASS_LIST_LIMIT. */
export const listClasses = (): Promise<readonly ClassView[]> => classLists.get(classesTable(), queryClasses);

/** One Query on gsi1. */
async function queryClasses(): Promise<ClassView[]> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: classesTable(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': CLASS_INDEX },
      ScanIndexForward: true,
      Limit: CLASS_LIST_LIMIT,
    }),
  );
  return ((page.Items ?? []) as ClassItem[]).map(toView);
}

/** Deletes a class; false when there was none with that id. */
export async function deleteClass(id: string): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: classesTable(),
        Key: { pk: `CLASS#${id}`, sk: 'CLASS' },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    evictClassList();
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** How many classes there are: one COUNT Query on the gsi1 partition. */
export const countClasses = (): Promise<number> => countIndex(classesTable(), CLASS_INDEX);
