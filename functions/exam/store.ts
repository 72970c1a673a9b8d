/**
 * The exams table:
 *   EXAM#<title, lower-cased> / EXAM   gsi1: EXAM / <year>#<createdAt ISO>
 * The key makes titles unique case-insensitively with one conditional put (no read-then-write
 * race), and the index lists newest year first — or one year — with a single Query.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../shared/dynamo';
import { isConditionalCheckFailed } from '../shared/aws';
import { config } from '../shared/config';
import type { ExamDraft, ExamView } from '../shared/schemas';

const examsTable = (): string => config.tableName('exams');
const EXAM_INDEX = 'EXAM';
/** Exams are a handful per year; a list never returns more than this. */
const EXAM_LIST_LIMIT = 200;
/** Longest title the create form accepts; anything longer cannot name an exam. */
const EXAM_TITLE_MAX = 120;

interface ExamItem extends ExamView {
  pk: string;
  sk: 'EXAM';
  gsi1pk: typeof EXAM_INDEX;
  gsi1sk: string;
  /** epoch ms */
  createdAt: number;
}

/** The uniqueness key of a title: "Unit Test 1" and "unit test 1 " are the same exam. */
export const examTitleKey = (title: string): string => title.trim().normalize('NFC').toLowerCase();
const examKey = (title: string) => ({ pk: `EXAM#${examTitleKey(title)}`, sk: 'EXAM' as const });

const toView = (item: ExamItem): ExamView => ({
  title: item.title,
  year: item.year,
  description: item.description,
  duration: item.duration,
  link: item.link,
});

/** Stores a new exam; false when an exam with that title (in any letter case) exists. */
export async function putNewExam(draft: ExamDraft, now: number): Promise<boolean> {
  const item: ExamItem = {
    ...examKey(draft.title),
    gsi1pk: EXAM_INDEX,
    gsi1sk: `${draft.year}#${new Date(now).toISOString()}`,
    title: draft.title,
    year: draft.year,
    description: draft.description,
    duration: draft.duration,
    link: draft.link,
    createdAt: now,
  };
  try {
    await dynamo.send(
      new PutCommand({ TableName: examsTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Newest year first (within a year, newest first); with `year`, that year only. */
export async function listExams(year?: string): Promise<ExamView[]> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: examsTable(),
      IndexName: 'gsi1',
      KeyConditionExpression: year ? 'gsi1pk = :pk AND begins_with(gsi1sk, :year)' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': EXAM_INDEX, ...(year ? { ':year': `${year}#` } : {}) },
      ScanIndexForward: false,
      Limit: EXAM_LIST_LIMIT,
    }),
  );
  return ((page.Items ?? []) as ExamItem[]).map(toView);
}

/** Deletes the exam with this title (any letter case); false when there is none. */
export async function deleteExamByTitle(title: string): Promise<boolean> {
  const key = examTitleKey(title);
  if (key.length === 0 || key.length > EXAM_TITLE_MAX) return false;
  try {
    await dynamo.send(
      new DeleteCommand({ TableName: examsTable(), Key: examKey(title), ConditionExpression: 'attribute_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
