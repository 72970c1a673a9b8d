/**
 * The admin's view of payments: the queue of slips waiting for a decision, and a search by bank
 * reference or by student. Each payment says whether another payment (not rejected) carries the
 * same reference, since one deposit slip sent by two students is the fraud the admin looks for.
 */
import { requireAdmin } from '../../domain/sessions/guards';
import { parseWith } from '../../shared/http';
import type { Route } from '../../shared/router';
import {
  findSlipsQuerySchema,
  referenceKey,
  type AdminPaymentView,
  type FindSlipsResponse,
  type PendingSlipsResponse,
} from '../../shared/schemas';
import type { SlipItem } from '../items';
import { arrivedOnly, pendingSlipItems, slipsOfStudent, slipsWithReference } from '../store-slips';
import { studentIdsMatching } from '../students';
import { slipUrlOf, toAdminPaymentView } from '../views';

/** The admin's views of `slips`, with one reference query per distinct reference among them. */
async function adminViews(slips: SlipItem[]): Promise<AdminPaymentView[]> {
  const keys = [...new Set(slips.flatMap((slip) => (slip.referenceKey ? [slip.referenceKey] : [])))];
  const sharing = new Map(
    await Promise.all(
      keys.map(
        // A slip whose file never came is no payment, so it is no duplicate either.
        async (key) =>
          [
            key,
            await arrivedOnly((await slipsWithReference(key)).filter((other) => other.state !== 'rejected')),
          ] as const,
      ),
    ),
  );
  return Promise.all(
    slips.map(async (slip) => {
      const others = (slip.referenceKey ? (sharing.get(slip.referenceKey) ?? []) : []).filter(
        (other) => other.slipId !== slip.slipId,
      );
      return toAdminPaymentView(slip, others.length > 0, await slipUrlOf(slip));
    }),
  );
}

export const pendingSlips: Route = async ({ cookies }) => {
  await requireAdmin(cookies);
  const slips = await arrivedOnly(await pendingSlipItems());
  const response: PendingSlipsResponse = { slips: await adminViews(slips) };
  return { body: response };
};

const newestFirst = (a: SlipItem, b: SlipItem) => b.submittedAt - a.submittedAt || b.slipId.localeCompare(a.slipId);

export const findSlips: Route = async ({ cookies, query }) => {
  await requireAdmin(cookies);
  const { q } = parseWith(findSlipsQuerySchema, { q: query.q });
  const key = referenceKey(q);
  const [byReference, studentIds] = await Promise.all([
    key.length > 0 ? slipsWithReference(key) : Promise.resolve([]),
    studentIdsMatching(q),
  ]);
  const byStudent = await Promise.all(studentIds.map((id) => slipsOfStudent(id)));
  const unique = new Map<string, SlipItem>();
  for (const slip of [...byReference, ...byStudent.flat()]) unique.set(slip.slipId, slip);
  // A slip whose file never came is not a payment the admin can act on.
  const found = (await arrivedOnly([...unique.values()])).sort(newestFirst);
  const response: FindSlipsResponse = { slips: await adminViews(found) };
  return { body: response };
};
