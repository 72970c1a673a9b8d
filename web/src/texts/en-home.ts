/**
 * The home screen's texts (Home): part of the English catalogue (./en.ts), kept apart so only the
 * home route's chunk carries them.
 */
import { siteConfig } from '../config';
import { translatable } from '../i18n/catalogues';

const brand = siteConfig.brand;

export const homeTexts = translatable('home', {
  heroTitle: `Welcome to ${brand}`,
  heroText:
    'Theory, revision, practicals and past paper discussions for A/L Engineering Technology — in class and online.',
  joinNow: 'Join Now',
  countersTitle: 'Our results in numbers',
  counters: {
    students: 'Students',
    videos: 'Videos',
    passes: 'A/B Passes',
    papers: 'Past Papers / Sampath Books',
  },
  learnTitle: "What You'll Learn",
  flipHint: 'Focus or hover a card to see more.',
  flipHintTouch: 'Tap a card to see more.',
  cards: {
    design: {
      title: 'Engineering Design',
      text: 'Drawing, sketching and the design process: from a problem statement to a working solution.',
    },
    electronics: {
      title: 'Electronics Basics',
      text: 'Circuits, components, measurements and digital logic, built up from first principles.',
    },
    mechanical: {
      title: 'Mechanical Systems',
      text: 'Machines, power transmission, fluids and materials, with the practicals the paper asks for.',
    },
  },
  aboutTitle: 'About us',
  aboutText:
    'We teach A/L Engineering Technology in Bandarawela, Badulla and Monaragala and online. Students get recorded theory, revision and practical lessons, paper discussions, tutes and exams in one place.',
  branchesTitle: 'Our branches',
  branches: {
    bandarawela: 'Bandarawela',
    badulla: 'Badulla',
    monaragala: 'Monaragala',
  },
  branchLabel: (name: string) => `${name} branch`,
  viewLocation: 'View Location',
  viewLocationOf: (name: string) => `View Location of the ${name} branch on Google Maps (opens in a new tab)`,
  previous: 'Previous branch',
  next: 'Next branch',
  slideOf: (index: number, total: number) => `${index} of ${total}`,
  slidesTitle: 'News and highlights',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
} as const);
