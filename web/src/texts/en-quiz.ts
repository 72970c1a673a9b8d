/**
 * The English catalogue's texts for the student's quiz screens: the next quiz on /quiz-viewer, the
 * live player, practice and the profile's quiz history. Its own module (and catalogue part) because
 * only those lazy routes need it; the coming-soon texts stay in ./en-content.ts.
 */
import { translatable } from '../i18n/catalogues';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export const quizTexts = translatable('quiz', {
  viewer: {
    nextHeading: 'Next live quiz',
    questions: (count: number) => (count === 1 ? '1 question' : `${count} questions`),
    when: (date: string, time: string) => `${date} at ${time}`,
    startsIn: 'Starts in',
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      days > 0
        ? `${days} d ${hours} h ${minutes} min`
        : hours > 0
          ? `${hours} h ${minutes} min`
          : `${minutes} min ${seconds} s`,
    startingSoon: 'Starting any moment now. The Join button appears when the lobby opens.',
    open: 'The quiz is open. Join now!',
    join: 'Join',
    joinLabel: (title: string) => `Join ${title}`,
    loginToJoin: 'Log in to join',
    pastHeading: 'Past quizzes: practise at your own pace',
    practise: 'Practise',
    practiseLabel: (title: string) => `Practise ${title}`,
    ended: (date: string) => `Held on ${date}`,
  },

  live: {
    heading: 'Live quiz',
    connecting: 'Connecting…',
    reconnecting: 'Connection lost. Reconnecting…',
    lobby: 'You are in! Wait for the teacher to start the quiz.',
    notStarted: 'This quiz has not started yet. Stay on this page.',
    questionOf: (n: number, count: number) => `Question ${n} of ${count}`,
    secondsLeft: (seconds: number) => `${seconds} seconds left`,
    timeLeft: 'Time left',
    optionsLabel: 'Answers',
    keysHint: 'Tap an answer, or press its number key (1 to 5).',
    sending: 'Sending your answer…',
    throttledWaiting: 'Too many attempts at once. Trying again in a moment…',
    throttled: 'Too many attempts. Wait a moment, then tap your answer again.',
    refused: 'Your answer was not accepted. Tap your answer again.',
    tapAgain: 'Tap your answer again.',
    notSent: 'Your answer did not go through. Check your connection and tap your answer again.',
    received: 'Answer received',
    timeUp: 'Time is up',
    correct: 'Correct!',
    wrong: 'Wrong',
    noAnswer: 'You did not answer this question.',
    rightAnswer: (n: number, text: string) => `The right answer: ${n}. ${text}`,
    explanation: 'Explanation',
    points: (points: number) => `+${points} points`,
    score: 'Score',
    rank: (rank: number, of: number) => `${ordinal(rank)} of ${of}`,
    rankLabel: 'Rank',
    waitNext: 'Wait for the next question.',
    topHeading: 'Top 10',
    endedHeading: 'The quiz is over',
    podium: 'Podium',
    podiumPlace: (rank: number) => ordinal(rank),
    correctCount: (correct: number) => `${correct} correct`,
    scorePoints: (score: number) => `${score} points`,
    loginNeeded: 'Log in to take part in the live quiz.',
    logIn: 'Log in',
    notFound: 'This quiz was not found.',
    backToQuizzes: 'Back to Live Quiz',
  },

  practice: {
    heading: (title: string) => `Practice: ${title}`,
    intro: 'Answer at your own pace. You see the right answer after each question. No ranking.',
    questionOf: (n: number, count: number) => `Question ${n} of ${count}`,
    next: 'Next question',
    finish: 'See my score',
    scoreSoFar: (score: number, answered: number) => `Score: ${score} of ${answered}`,
    done: 'Practice finished',
    result: (score: number, count: number) => `You got ${score} of ${count} right.`,
    again: 'Try again',
  },

  history: {
    heading: 'My quizzes',
    loading: 'Loading your quizzes…',
    failed: 'Your quiz history could not be loaded.',
    liveHeading: 'Live quizzes',
    practiceHeading: 'Practice',
    empty: 'You have not taken a quiz yet.',
    quiz: 'Quiz',
    date: 'Date',
    score: 'Score',
    rank: 'Rank',
    rankOf: (rank: number, of: number) => `${rank} of ${of}`,
    attempts: 'Attempts',
    best: 'Best score',
    bestOf: (best: number, count: number) => `${best} of ${count}`,
  },
} as const);
