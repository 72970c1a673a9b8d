/** GET getPastPaperMarking/{category}: gate, then one page of the category's bucket with presigned links. */
import { NotFound } from '../../shared/errors';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { mediaPageQuerySchema, PDF_CATEGORIES, type PdfCategory, tuteTexts } from '../../shared/schemas';
import { allowPdfs } from '../tute-access';
import { listPdfs } from '../pdfs';

const isCategory = (value: string): value is PdfCategory => (PDF_CATEGORIES as readonly string[]).includes(value);

export const getPdfs: Route<'category'> = async ({ params, cookies, query }) => {
  const { category } = params;
  if (!isCategory(category)) throw new NotFound(tuteTexts.unknownCategory);
  await allowPdfs(cookies, category);
  const { limit, cursor } = parseWith(mediaPageQuerySchema, query);
  return { body: await listPdfs({ category, limit, cursor }) };
};
