/**
 * The building blocks of a group's bad-input targets (bad-input-targets.ts and its per-group files):
 * a required or optional field with its valid value and the values it must refuse, a JSON body of
 * such fields, and a target with the shared JSON parser's body limit.
 */
import type fc from 'fast-check';
import type { FieldSpec, FuzzTarget } from './bad-input-targets';

export const req = (valid: unknown, bad: fc.Arbitrary<unknown>): FieldSpec => ({ valid, bad, required: true });
export const opt = (valid: unknown, bad: fc.Arbitrary<unknown>): FieldSpec => ({ valid, bad, required: false });
const JSON_LIMIT = 16 * 1024;
export const target = (route: string, parts: Partial<Omit<FuzzTarget, 'route'>> = {}): FuzzTarget => ({
  route,
  params: {},
  body: { kind: 'none' },
  query: {},
  bodyLimit: JSON_LIMIT,
  ...parts,
});
export const json = (fields: Record<string, FieldSpec>) => ({ kind: 'json', fields, optional: false }) as const;
