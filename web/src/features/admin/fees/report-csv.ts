/**
 * A month's fee report as CSV for the class's books: the totals by plan, then who had access last
 * month and has not paid this one, with phone numbers to call. Amounts are plain numbers (no "Rs.",
 * no grouping) so a spreadsheet can add them; the month is ISO ('2026-12').
 */
import type { FeeReport } from '@schemas';
import { adminTexts } from '../../../texts/en-admin';
import { toCsv, type CsvCell } from '../quiz/csv';

const r = adminTexts.fees.report;

export function reportCsv(report: FeeReport): string {
  const rows: CsvCell[][] = [
    [r.month, report.month],
    [],
    [r.plan, r.count, r.amount],
    ...report.byPlan.map((p) => [p.planName, p.count, p.amount]),
    [r.total, report.paidCount, report.paidAmount],
    [],
    [r.unpaidHeading, r.phone, r.email, r.lastPlan],
    ...report.unpaid.map((u) => [u.fullName, u.phoneNumber, u.email, u.lastPlanName]),
  ];
  return toCsv(rows);
}
