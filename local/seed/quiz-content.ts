/**
 * The sample live quizzes' content: plain data, free of the store modules, so the start-up banner
 * can name them before (and without) touching an engine. Seeded by local/seed/quizzes.ts.
 */
import type { QuizInput } from '../../functions/shared/schemas';

/** Scheduled a little ahead on every start, so /quiz-viewer shows it as the next quiz with a countdown. */
export const SAMPLE_NEXT_QUIZ: QuizInput = {
  title: 'Engineering Technology Weekly Quiz 01',
  description: "Ohm's law, units, materials, drawing and measuring instruments. Five questions, 30 seconds each.",
  audience: 'all',
  questions: [
    {
      text: 'A 12 V battery is connected across a 4 Ω resistor. What current flows through it?',
      options: ['0.33 A', '3 A', '8 A', '16 A', '48 A'],
      answer: 1,
      seconds: 30,
      explanation: "Ohm's law: I = V / R = 12 V / 4 Ω = 3 A.",
    },
    {
      text: 'Which of these is the SI unit of power?',
      options: ['Joule (J)', 'Newton (N)', 'Watt (W)', 'Pascal (Pa)'],
      answer: 2,
      seconds: 30,
      explanation:
        'Power is the rate of doing work: 1 W = 1 J/s. The joule is energy, the newton force, the pascal pressure.',
    },
    {
      text: 'ට්‍රාන්ස්ෆෝමරයක හරය සෑදීමට වඩාත් සුදුසු ද්‍රව්‍යය කුමක්ද?',
      options: ['තඹ', 'සිලිකන් වානේ', 'ඇලුමිනියම්', 'පිත්තල'],
      answer: 1,
      seconds: 30,
      explanation: 'සිලිකන් වානේවල චුම්බක පාරගම්‍යතාව ඉහළ වන අතර සුළි ධාරා හානිය අඩුය; එබැවින් හරය තුනී පටල ලෙස සිලිකන් වානේවලින් සාදයි.',
    },
    {
      text: 'In first-angle orthographic projection, where is the plan (top view) drawn?',
      options: [
        'Above the front elevation',
        'Below the front elevation',
        'To the left of the front elevation',
        'To the right of the front elevation',
      ],
      answer: 1,
      seconds: 30,
      explanation:
        'In first-angle projection the plan goes below the front elevation and the left end view on the right; third-angle projection swaps them.',
    },
    {
      text: 'ஒரு மின்சுற்றில் மின்னோட்டத்தை அளக்கப் பயன்படும் கருவி எது?',
      options: ['வோல்ற்மானி', 'அம்பியர்மானி', 'ஓம்மானி', 'வாற்மானி'],
      answer: 1,
      seconds: 30,
      explanation: 'அம்பியர்மானி சுற்றுடன் தொடராக இணைக்கப்பட்டு மின்னோட்டத்தை அளக்கிறது.',
    },
  ],
};

/** Run and ended at seeding, so "Past quizzes" has one to practise. */
export const SAMPLE_PAST_QUIZ: QuizInput = {
  title: 'Measurements and Units Warm-up',
  description: 'Three quick questions on measuring instruments and units. Open for practice.',
  audience: 'all',
  questions: [
    {
      text: 'A vernier caliper has 50 vernier divisions over 49 main-scale millimetres. What is its least count?',
      options: ['0.01 mm', '0.02 mm', '0.05 mm', '0.1 mm'],
      answer: 1,
      seconds: 30,
      explanation: 'Least count = 1 main-scale division − 1 vernier division = 1 mm − 49/50 mm = 0.02 mm.',
    },
    {
      text: 'How many joules is 1 kWh?',
      options: ['1,000 J', '3,600 J', '3.6 × 10⁶ J', '6 × 10⁴ J'],
      answer: 2,
      seconds: 30,
      explanation: '1 kWh = 1,000 W × 3,600 s = 3,600,000 J = 3.6 MJ.',
    },
    {
      text: 'Which unit measures torque?',
      options: ['N/m', 'N m', 'N/m²', 'J/s'],
      answer: 1,
      seconds: 20,
      explanation: 'Torque is force × perpendicular distance: newton metre (N m).',
    },
  ],
};

/** The sample quiz's start: at least an hour ahead, on a quarter hour, so the countdown has time to run. */
export function sampleStart(now: number): string {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((now + 60 * 60_000) / quarter) * quarter).toISOString();
}
