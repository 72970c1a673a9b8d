/** The admin's month report of fees (admin only). */
import { requireAdmin } from '../../domain/sessions/guards';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import { feeMonthSchema, type FeeReport } from '../../shared/schemas';
import { monthReport as reportFor } from '../month-report';

export const monthReport: Route<'month'> = async ({ cookies, params }) => {
  await requireAdmin(cookies);
  const month = parseWith(feeMonthSchema, params.month);
  const report: FeeReport = await reportFor(month);
  return { body: report };
};
