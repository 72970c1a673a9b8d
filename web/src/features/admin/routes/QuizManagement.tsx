/** The Quizes section: a placeholder saying the quiz builder is coming. */
import { Link } from '../../../components/Link';
import { adminTexts } from '../../../texts/en-admin';
import { AdminPage } from '../components/AdminPage';

const t = adminTexts.quizzes;

export default function QuizManagement() {
  return (
    <AdminPage title={adminTexts.sections.quizzes} heading={t.heading}>
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
