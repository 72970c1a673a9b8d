/** The fees group's path parameters: an id of any other shape names nothing, so it is a 404, never a lookup. */
import { NotFound } from '../shared/errors';
import { feeTexts } from '../shared/schemas';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function planIdOf(value: string | undefined): string {
  if (value === undefined || !ID.test(value)) throw new NotFound(feeTexts.planNotFound);
  return value;
}

export function slipIdOf(value: string | undefined): string {
  if (value === undefined || !ID.test(value)) throw new NotFound(feeTexts.slipNotFound);
  return value;
}
