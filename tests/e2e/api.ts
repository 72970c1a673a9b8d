/** The API session helpers (tests/support/api-session.ts) bound to the end-to-end stack's URLs. */
import { adminFromEnv } from '../../local/config';
import { adminSessionAt, ApiSession as AnySession, registerStudentAt, type Student } from '../support/api-session';
import { stackUrls } from './harness';

export { grantAccess, type Student } from '../support/api-session';

export class ApiSession extends AnySession {
  constructor(baseUrl: string = stackUrls().baseUrl) {
    super(baseUrl);
  }
}

/** The admin the stack seeded (ADMIN_EMAIL / ADMIN_PASSWORD override, as for `npm start`). */
export const adminSession = (): Promise<AnySession> => adminSessionAt(stackUrls().baseUrl, adminFromEnv());

export const registerStudent = (fullName: string): Promise<Student> => registerStudentAt(stackUrls(), fullName);
