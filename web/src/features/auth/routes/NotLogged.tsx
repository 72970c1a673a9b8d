import { Link } from 'react-router-dom';
import { en } from '../../../messages/en';

const t = en.notLogged;

/** §2 Not-logged. */
export default function NotLogged() {
  return (
    <section className="card narrow status-page">
      <p className="status-page__icon" aria-hidden="true">
        🔒
      </p>
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p className="status-page__actions">
        <Link to="/login" className="btn btn--primary">
          {t.action}
        </Link>
      </p>
    </section>
  );
}
