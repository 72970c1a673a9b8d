/**
 * The Tamil texts of the student's quiz screens (next quiz, live player, practice, quiz history):
 * the Tamil side of ../en-quiz.ts. The terms follow ./GLOSSARY.md.
 */
import type { Translation } from '../../i18n/translation';
import type { quizTexts } from '../en-quiz';

export const quiz: Translation<typeof quizTexts> = {
  viewer: {
    nextHeading: 'அடுத்த நேரடி வினாடி வினா',
    questions: (count: number) => `${count} வினாக்கள்`,
    when: (date: string, time: string) => `${date}, ${time} மணிக்கு`,
    startsIn: 'தொடங்க இன்னும்',
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      days > 0
        ? `${days} நாள் ${hours} மணி ${minutes} நிமி`
        : hours > 0
          ? `${hours} மணி ${minutes} நிமி`
          : `${minutes} நிமி ${seconds} வி`,
    startingSoon: 'எந்த நேரத்திலும் தொடங்கும். காத்திருப்பு அறை திறந்ததும் "இணையுங்கள்" பொத்தான் தோன்றும்.',
    open: 'வினாடி வினா திறந்துள்ளது. இப்போதே இணையுங்கள்!',
    join: 'இணையுங்கள்',
    joinLabel: (title: string) => `${title} இல் இணையுங்கள்`,
    loginToJoin: 'இணைய உள்நுழையுங்கள்',
    pastHeading: 'முந்தைய வினாடி வினாக்கள்: உங்கள் வேகத்தில் பயிற்சி செய்யுங்கள்',
    practise: 'பயிற்சி செய்',
    practiseLabel: (title: string) => `${title} பயிற்சி செய்`,
    ended: (date: string) => `${date} அன்று நடைபெற்றது`,
  },

  live: {
    heading: 'நேரடி வினாடி வினா',
    connecting: 'இணைக்கிறது…',
    reconnecting: 'இணைப்பு துண்டிக்கப்பட்டது. மீண்டும் இணைக்கிறது…',
    lobby: 'நீங்கள் இணைந்துவிட்டீர்கள்! ஆசிரியர் வினாடி வினாவைத் தொடங்கும் வரை காத்திருங்கள்.',
    notStarted: 'இந்த வினாடி வினா இன்னும் தொடங்கவில்லை. இந்தப் பக்கத்திலேயே இருங்கள்.',
    questionOf: (n: number, count: number) => `வினா ${n} / ${count}`,
    secondsLeft: (seconds: number) => `இன்னும் ${seconds} விநாடிகள்`,
    timeLeft: 'மீதமுள்ள நேரம்',
    optionsLabel: 'விடைகள்',
    keysHint: 'ஒரு விடையைத் தட்டுங்கள், அல்லது அதன் எண் விசையை (1 முதல் 5) அழுத்துங்கள்.',
    sending: 'உங்கள் விடை அனுப்பப்படுகிறது…',
    throttledWaiting: 'ஒரே நேரத்தில் அதிகமான முயற்சிகள். சிறிது நேரத்தில் மீண்டும் முயல்கிறது…',
    throttled: 'அதிகமான முயற்சிகள். சிறிது நேரம் காத்திருந்து உங்கள் விடையை மீண்டும் தட்டவும்.',
    refused: 'உங்கள் விடை ஏற்கப்படவில்லை. உங்கள் விடையை மீண்டும் தட்டவும்.',
    tapAgain: 'உங்கள் விடையை மீண்டும் தட்டவும்.',
    notSent: 'உங்கள் விடை அனுப்பப்படவில்லை. இணைப்பைச் சரிபார்த்து உங்கள் விடையை மீண்டும் தட்டவும்.',
    received: 'விடை கிடைத்தது',
    timeUp: 'நேரம் முடிந்தது',
    correct: 'சரி!',
    wrong: 'தவறு',
    noAnswer: 'இந்த வினாவுக்கு நீங்கள் விடையளிக்கவில்லை.',
    rightAnswer: (n: number, text: string) => `சரியான விடை: ${n}. ${text}`,
    explanation: 'விளக்கம்',
    points: (points: number) => `+${points} புள்ளிகள்`,
    score: 'புள்ளிகள்',
    rank: (rank: number, of: number) => `${of} பேரில் ${rank}-ஆம் இடம்`,
    rankLabel: 'இடம்',
    waitNext: 'அடுத்த வினாவுக்காகக் காத்திருங்கள்.',
    topHeading: 'முதல் 10',
    endedHeading: 'வினாடி வினா முடிந்தது',
    podium: 'வெற்றியாளர்கள்',
    podiumPlace: (rank: number) => `${rank}-ஆம் இடம்`,
    correctCount: (correct: number) => `${correct} சரியான விடைகள்`,
    scorePoints: (score: number) => `${score} புள்ளிகள்`,
    loginNeeded: 'நேரடி வினாடி வினாவில் பங்கேற்க உள்நுழையுங்கள்.',
    logIn: 'உள்நுழையுங்கள்',
    notFound: 'இந்த வினாடி வினா கிடைக்கவில்லை.',
    backToQuizzes: 'நேரடி வினாடி வினாவுக்குத் திரும்பு',
  },

  practice: {
    heading: (title: string) => `பயிற்சி: ${title}`,
    intro: 'உங்கள் வேகத்தில் விடையளியுங்கள். ஒவ்வொரு வினாவுக்கும் பின் சரியான விடை காட்டப்படும். தரவரிசை இல்லை.',
    questionOf: (n: number, count: number) => `வினா ${n} / ${count}`,
    next: 'அடுத்த வினா',
    finish: 'என் புள்ளிகளைக் காட்டு',
    scoreSoFar: (score: number, answered: number) => `புள்ளிகள்: ${answered} இல் ${score}`,
    done: 'பயிற்சி முடிந்தது',
    result: (score: number, count: number) => `${count} வினாக்களில் ${score} சரி.`,
    again: 'மீண்டும் முயலுங்கள்',
  },

  history: {
    heading: 'என் வினாடி வினாக்கள்',
    loading: 'உங்கள் வினாடி வினாக்கள் ஏற்றப்படுகின்றன…',
    failed: 'உங்கள் வினாடி வினா வரலாற்றை ஏற்ற முடியவில்லை.',
    liveHeading: 'நேரடி வினாடி வினாக்கள்',
    practiceHeading: 'பயிற்சி',
    empty: 'நீங்கள் இன்னும் எந்த வினாடி வினாவிலும் பங்கேற்கவில்லை.',
    quiz: 'வினாடி வினா',
    date: 'திகதி',
    score: 'புள்ளிகள்',
    rank: 'இடம்',
    rankOf: (rank: number, of: number) => `${of} இல் ${rank}`,
    attempts: 'முயற்சிகள்',
    best: 'சிறந்த புள்ளிகள்',
    bestOf: (best: number, count: number) => `${count} இல் ${best}`,
  },
};
