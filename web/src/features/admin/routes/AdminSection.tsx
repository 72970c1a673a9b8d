import { en } from '../../../messages/en';

/** PLACEHOLDER for each admin section; issue 4 builds the real screens. */
export function AdminSection({ title }: { title: string }) {
  return (
    <section className="card">
      <h1>{title}</h1>
      <p>{en.placeholder.text}</p>
    </section>
  );
}
