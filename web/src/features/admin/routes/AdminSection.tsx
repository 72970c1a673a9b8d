import { adminText } from '../../../messages/en-admin';
import { AdminPage } from '../components/AdminPage';

/** PLACEHOLDER for an admin section not built yet (messages, videos, tutes, settings: issue 4, part 2). */
export function AdminSection({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <p className="card">{adminText.placeholder}</p>
    </AdminPage>
  );
}
