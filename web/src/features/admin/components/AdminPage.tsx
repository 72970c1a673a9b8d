import { useEffect, type ReactNode } from 'react';
import { siteTexts } from '../../../texts/en';

/**
 * One admin section: its heading and the document title. The admin children are descendant routes
 * (features/admin/routes.tsx), which the data router's handles do not see, so the title is set here.
 */
export function AdminPage({
  title,
  heading = title,
  children,
}: {
  title: string;
  heading?: string;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = siteTexts.pageTitle(title);
  }, [title]);
  return (
    <section className="admin-page" aria-labelledby="admin-page-heading">
      <h1 id="admin-page-heading">{heading}</h1>
      {children}
    </section>
  );
}
