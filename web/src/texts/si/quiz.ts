/**
 * The Sinhala texts of the student's quiz screens (next quiz, live player, practice, quiz history),
 * key for key the English ../en-quiz.ts. The terms follow ./GLOSSARY.md.
 */
import type { Translation } from '../../i18n/translation';
import type { quizTexts } from '../en-quiz';

export const quiz: Translation<typeof quizTexts> = {
  viewer: {
    nextHeading: 'ඊළඟ සජීවී ප්‍රශ්නාවලිය',
    questions: (count: number) => `ප්‍රශ්න ${count}`,
    when: (date: string, time: string) => `${date}, ${time}ට`,
    startsIn: 'ආරම්භයට',
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      days > 0
        ? `දින ${days} පැය ${hours} මිනිත්තු ${minutes}`
        : hours > 0
          ? `පැය ${hours} මිනිත්තු ${minutes}`
          : `මිනිත්තු ${minutes} තත්පර ${seconds}`,
    startingSoon: 'ඕනෑම මොහොතක ආරම්භ වේ. පොරොත්තු කාමරය විවෘත වූ විට "එක්වන්න" බොත්තම පෙනේ.',
    open: 'ප්‍රශ්නාවලිය විවෘතයි. දැන්ම එක්වන්න!',
    join: 'එක්වන්න',
    joinLabel: (title: string) => `${title} වෙත එක්වන්න`,
    loginToJoin: 'එක්වීමට පිවිසෙන්න',
    pastHeading: 'පසුගිය ප්‍රශ්නාවලි: ඔබේ වේගයට පුහුණු වන්න',
    practise: 'පුහුණු වන්න',
    practiseLabel: (title: string) => `${title} පුහුණු වන්න`,
    ended: (date: string) => `${date} පැවැත්විණි`,
  },

  live: {
    heading: 'සජීවී ප්‍රශ්නාවලිය',
    connecting: 'සම්බන්ධ වෙමින්…',
    reconnecting: 'සම්බන්ධතාවය බිඳී ගියේය. නැවත සම්බන්ධ වෙමින්…',
    lobby: 'ඔබ එක්විය! ගුරුවරයා ප්‍රශ්නාවලිය ආරම්භ කරන තෙක් රැඳී සිටින්න.',
    notStarted: 'මෙම ප්‍රශ්නාවලිය තවම ආරම්භ වී නැත. මෙම පිටුවේම රැඳී සිටින්න.',
    questionOf: (n: number, count: number) => `ප්‍රශ්න ${count}න් ${n} වැනි ප්‍රශ්නය`,
    secondsLeft: (seconds: number) => `තත්පර ${seconds}ක් ඉතිරියි`,
    timeLeft: 'ඉතිරි කාලය',
    optionsLabel: 'පිළිතුරු',
    keysHint: 'පිළිතුරක් තට්ටු කරන්න, නැතහොත් එහි අංක යතුර (1 සිට 5) ඔබන්න.',
    sending: 'ඔබේ පිළිතුර යවමින්…',
    throttledWaiting: 'එකවර උත්සාහයන් වැඩියි. මොහොතකින් නැවත උත්සාහ කරමින්…',
    throttled: 'උත්සාහයන් වැඩියි. මොහොතක් රැඳී සිට ඔබේ පිළිතුර නැවත තට්ටු කරන්න.',
    refused: 'ඔබේ පිළිතුර භාර නොගැනුණි. ඔබේ පිළිතුර නැවත තට්ටු කරන්න.',
    tapAgain: 'ඔබේ පිළිතුර නැවත තට්ටු කරන්න.',
    notSent: 'ඔබේ පිළිතුර නොයැවුණි. සම්බන්ධතාවය පරීක්ෂා කර ඔබේ පිළිතුර නැවත තට්ටු කරන්න.',
    received: 'පිළිතුර ලැබුණි',
    timeUp: 'කාලය අවසන්',
    correct: 'නිවැරදියි!',
    wrong: 'වැරදියි',
    noAnswer: 'ඔබ මෙම ප්‍රශ්නයට පිළිතුරු දුන්නේ නැත.',
    rightAnswer: (n: number, text: string) => `නිවැරදි පිළිතුර: ${n}. ${text}`,
    explanation: 'පැහැදිලි කිරීම',
    points: (points: number) => `ලකුණු +${points}`,
    score: 'ලකුණු',
    rank: (rank: number, of: number) => `${of} දෙනාගෙන් ${rank} වැනියා`,
    rankLabel: 'ස්ථානය',
    waitNext: 'ඊළඟ ප්‍රශ්නය සඳහා රැඳී සිටින්න.',
    topHeading: 'ඉහළම 10',
    endedHeading: 'ප්‍රශ්නාවලිය අවසන්',
    podium: 'ජයග්‍රාහකයෝ',
    podiumPlace: (rank: number) => `${rank} වැනි`,
    correctCount: (correct: number) => `නිවැරදි පිළිතුරු ${correct}`,
    scorePoints: (score: number) => `ලකුණු ${score}`,
    loginNeeded: 'සජීවී ප්‍රශ්නාවලියට සහභාගි වීමට පිවිසෙන්න.',
    logIn: 'පිවිසෙන්න',
    notFound: 'මෙම ප්‍රශ්නාවලිය හමු නොවීය.',
    backToQuizzes: 'සජීවී ප්‍රශ්නාවලිය වෙත ආපසු',
  },

  practice: {
    heading: (title: string) => `පුහුණුව: ${title}`,
    intro: 'ඔබේ වේගයට පිළිතුරු දෙන්න. සෑම ප්‍රශ්නයකටම පසු නිවැරදි පිළිතුර පෙනේ. ශ්‍රේණිගත කිරීමක් නැත.',
    questionOf: (n: number, count: number) => `ප්‍රශ්න ${count}න් ${n} වැනි ප්‍රශ්නය`,
    next: 'ඊළඟ ප්‍රශ්නය',
    finish: 'මගේ ලකුණු බලන්න',
    scoreSoFar: (score: number, answered: number) => `ලකුණු: ${answered}න් ${score}`,
    done: 'පුහුණුව අවසන්',
    result: (score: number, count: number) => `ඔබ ප්‍රශ්න ${count}න් ${score}කට නිවැරදිව පිළිතුරු දුන්නා.`,
    again: 'නැවත උත්සාහ කරන්න',
  },

  history: {
    heading: 'මගේ ප්‍රශ්නාවලි',
    loading: 'ඔබේ ප්‍රශ්නාවලි පූරණය වෙමින්…',
    failed: 'ඔබේ ප්‍රශ්නාවලි ඉතිහාසය පූරණය කළ නොහැකි විය.',
    liveHeading: 'සජීවී ප්‍රශ්නාවලි',
    practiceHeading: 'පුහුණුව',
    empty: 'ඔබ තවම ප්‍රශ්නාවලියකට සහභාගි වී නැත.',
    quiz: 'ප්‍රශ්නාවලිය',
    date: 'දිනය',
    score: 'ලකුණු',
    rank: 'ස්ථානය',
    rankOf: (rank: number, of: number) => `${of}න් ${rank}`,
    attempts: 'උත්සාහයන්',
    best: 'හොඳම ලකුණු',
    bestOf: (best: number, count: number) => `${count}න් ${best}`,
  },
};
