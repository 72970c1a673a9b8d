/** GET getPastPaperMarking/{category}: gate, then one page of the category's bucket with presigned links. */
import { NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { mediaPageQuerySchema, TUTE_CATEGORIES, type TuteCategory, tuteTexts } from '../../shared/schemas';
import { allowTutes } from '../tutes/access';
import { listTutes } from '../tutes/tute-list';

const isCategory = (value: string): value is TuteCategory => (TUTE_CATEGORIES as readonly string[]).includes(value);

export const getTutes: Route<'category'> = async ({ params, cookies, query }) => {
  const { category } = params;
  if (!isCategory(category)) throw new NotFound(tuteTexts.unknownCategory);
  await allowTutes(cookies, category);
  const { limit, cursor } = parseWith(mediaPageQuerySchema, query);
  return { body: await listTutes({ category, limit, cursor }) };
};
