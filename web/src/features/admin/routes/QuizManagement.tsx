/** §2 "Quiz builder … placeholder pages": the Quizes section says the builder is coming. */
import { Link } from 'react-router-dom';
import { adminText } from '../../../messages/en-admin';
import { AdminPage } from '../components/AdminPage';

const t = adminText.quizzes;

export default function QuizManagement() {
  return (
    <AdminPage title={adminText.sections.quizzes} heading={t.heading}>
      <div className="card">
        <p>{t.text}</p>
        <p>
          <Link to="/quiz-viewer" className="btn btn--outline">
            {t.viewLiveQuiz}
          </Link>
        </p>
      </div>
    </AdminPage>
  );
}
