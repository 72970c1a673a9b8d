/** A forgotten password: the request for a code by email, then the code with the new password. */
import * as z from 'zod/mini';
import { accountTexts, emailSchema, fieldSchemas, passwordsMatch } from './accounts';
import { schema } from './common';

export const forgotPasswordSchema = /* @__PURE__ */ schema(() => z.object({ email: emailSchema }));
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const resetFields = /* @__PURE__ */ schema(() =>
  z.object({
    email: emailSchema,
    code: z.string({ error: accountTexts.otpCode }).check(z.trim(), z.regex(/^\d{6}$/, accountTexts.otpCode)),
    password: fieldSchemas.password,
    confirmPassword: z.string({ error: accountTexts.confirmPassword }).check(z.maxLength(128)),
  }),
);

export const resetPasswordSchema = /* @__PURE__ */ schema(() =>
  resetFields.check(passwordsMatch<z.output<typeof resetFields>>()),
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;
