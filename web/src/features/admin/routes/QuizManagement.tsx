/**
 * The Quizes section: the quiz list, the editor (new and edit), the host screen and the results,
 * each its own lazy chunk so that the list never downloads the host screen and no quiz code is in
 * anyone's first load. The admin router's Suspense shows the spinner while one loads.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const QuizList = lazy(() => import('../quiz/QuizList'));
const QuizEditor = lazy(() => import('../quiz/QuizEditor'));
const HostScreen = lazy(() => import('../quiz/HostScreen'));
const QuizResults = lazy(() => import('../quiz/QuizResults'));

export default function QuizManagement() {
  return (
    <Routes>
      <Route index element={<QuizList />} />
      <Route path="new" element={<QuizEditor />} />
      <Route path=":quizId/edit" element={<QuizEditor />} />
      <Route path=":quizId/host" element={<HostScreen />} />
      <Route path=":quizId/results" element={<QuizResults />} />
      <Route path="*" element={<QuizList />} />
    </Routes>
  );
}
