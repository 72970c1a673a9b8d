/**
 * /quiz-viewer, /quiz/<id>/live and /quiz/<id>/practice, told apart here rather than by three
 * imports in the route table: each import there is part of every visitor's first load.
 */
import { Navigate, useLocation } from 'react-router-dom';
import LivePlayer from './LivePlayer';
import Practice from './Practice';
import QuizViewer from './QuizViewer';

export default function QuizScreens() {
  const { pathname } = useLocation();
  if (/^\/quiz\/[^/]+\/live\/?$/.test(pathname)) return <LivePlayer />;
  if (/^\/quiz\/[^/]+\/practice\/?$/.test(pathname)) return <Practice />;
  if (pathname.startsWith('/quiz/')) return <Navigate to="/quiz-viewer" replace />;
  return <QuizViewer />;
}
