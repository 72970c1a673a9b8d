/**
 * Online Exams (login required): a card per exam with title, "{year} A/L", description, a Start
 * Exam link opening the Google Form in a new tab, and the duration in minutes. A failed list is
 * only logged and shows the empty message.
 */
import { useEffect, useState } from 'react';
import type { ExamView } from '@schemas';
import { contentTexts } from '../../../texts/en-content';
import { getExams } from '../api/get-exams';
import '../../../styles/content.css';

const t = contentTexts.exams;

export default function OnlineExams() {
  const [exams, setExams] = useState<ExamView[] | null>(null);

  useEffect(() => {
    let live = true;
    getExams()
      .then((list) => live && setExams(list))
      .catch((error: unknown) => {
        console.error('Loading exams failed', error);
        if (live) setExams([]);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="content-page" aria-labelledby="exams-heading">
      <header className="content-page__head">
        <h1 id="exams-heading">{t.heading}</h1>
        <p className="lead">{t.intro}</p>
      </header>
      {exams && exams.length === 0 && <p className="empty-state">{t.empty}</p>}
      {exams && exams.length > 0 && (
        <ul className="card-grid" aria-labelledby="exams-heading">
          {exams.map((exam) => (
            <li key={exam.title}>
              <article className="exam-card">
                <h2 className="exam-card__title">{exam.title}</h2>
                <p className="badge">{t.alYear(exam.year)}</p>
                {exam.description && <p className="exam-card__text">{exam.description}</p>}
                <div className="exam-card__foot">
                  <p className="exam-card__duration">
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                      <path
                        d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v5.4l3.6 2.1-1 1.7L11 13.6V7z"
                        fill="currentColor"
                      />
                    </svg>
                    {t.duration(exam.duration)}
                  </p>
                  <a
                    className="btn btn--primary"
                    href={exam.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.startLabel(exam.title)}
                  >
                    {t.start}
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
