import { Link } from 'react-router-dom';
import { siteTexts } from '../../../texts/en';
import { pageTexts } from '../../../texts/en-pages';

const t = pageTexts.notLogged;

/** Not-logged. */
export default function NotLogged() {
  return (
    <section className="card narrow status-page">
      <svg
        className="status-page__icon"
        viewBox="0 0 48 48"
        width="56"
        height="56"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M14 22 V16 A10 10 0 0 1 34 16 V22 M10 22 H38 V42 H10 Z M24 30 V35"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1>{siteTexts.titles.notLogged}</h1>
      <p>{t.text}</p>
      <p className="status-page__actions">
        <Link to="/login" className="btn btn--primary">
          {t.action}
        </Link>
      </p>
    </section>
  );
}
