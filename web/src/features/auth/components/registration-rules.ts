/**
 * Per-field checks of the registration form, built from the shared schemas so the browser and
 * the server agree on every rule and every message.
 */
import { fieldSchemas, accountTexts } from '@schemas';
import type { ZodMiniType } from 'zod/mini';
import { validationText } from '../../../texts/validation';

export const REGISTRATION_FIELDS = [
  'fullName',
  'userName',
  'email',
  'password',
  'confirmPassword',
  'address',
  'idNo',
  'phoneNumber',
  'school',
  'alYear',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;

export const emptyRegistration: RegistrationValues = Object.fromEntries(
  REGISTRATION_FIELDS.map((f) => [f, '']),
) as RegistrationValues;

const schemaFor: Record<Exclude<RegistrationField, 'confirmPassword'>, ZodMiniType> = {
  fullName: fieldSchemas.name,
  userName: fieldSchemas.name,
  email: fieldSchemas.email,
  password: fieldSchemas.password,
  address: fieldSchemas.address,
  idNo: fieldSchemas.idNo,
  phoneNumber: fieldSchemas.phoneNumber,
  school: fieldSchemas.school,
  alYear: fieldSchemas.alYear,
};

/** The validation message for a field, or undefined when it is valid. */
function fieldError(field: RegistrationField, values: RegistrationValues): string | undefined {
  if (field === 'confirmPassword') {
    return values.confirmPassword === values.password ? undefined : validationText(accountTexts.confirmPassword);
  }
  const result = schemaFor[field].safeParse(values[field]);
  return result.success
    ? undefined
    : validationText(result.error.issues[0]?.message ?? accountTexts.registrationInvalid);
}

export function registrationErrors(values: RegistrationValues): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const error = fieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
