/** The quiz group's routes, in API Gateway routeKey form. CDK and the local server both read this list. */
export const quizRouteKeys = [
  // admin: the quiz bank
  'POST /api/quiz/createQuiz',
  'PUT /api/quiz/updateQuiz/{quizId}',
  'POST /api/quiz/duplicateQuiz/{quizId}',
  'DELETE /api/quiz/deleteQuiz/{quizId}',
  'GET /api/quiz/adminQuiz/{quizId}',
  'POST /api/quiz/imageUpload',
  // admin: the live run
  'POST /api/quiz/openLobby/{quizId}',
  'POST /api/quiz/nextQuestion/{quizId}',
  'POST /api/quiz/closeQuestion/{quizId}',
  'POST /api/quiz/endQuiz/{quizId}',
  'GET /api/quiz/hostState/{quizId}',
  'GET /api/quiz/results/{quizId}',
  'GET /api/quiz/answers/{quizId}',
  // everyone / students
  'GET /api/quiz/getQuizzes',
  'POST /api/quiz/answer/{quizId}',
  'GET /api/quiz/liveState/{quizId}',
  'GET /api/quiz/practice/{quizId}',
  'POST /api/quiz/practiceAnswer/{quizId}',
  'GET /api/quiz/myHistory',
] as const;

export type QuizRouteKey = (typeof quizRouteKeys)[number];
