/**
 * Every user-facing text, keyed by id (DESIGN.md "Reach": English first, Sinhala and Tamil follow).
 * Texts the spec quotes are copied exactly, typos included ("Succesfully Registered").
 * The §5 validation messages live once in the shared schema module: see ./validation.ts.
 */
import { siteConfig } from '../config';

const brand = siteConfig.brand;

export const en = {
  brand,
  tagline: 'Empowering Engineering Technology students across Sri Lanka',
  skipToContent: 'Skip to main content',
  loading: 'Loading',
  pageTitle: (title: string) => `${title} | ${brand}`,

  nav: {
    label: 'Main',
    home: 'Home',
    classes: 'Classes',
    liveQuiz: 'Live Quiz',
    exams: 'Exams',
    revisionTutes: 'Revision Tutes',
    videos: 'Videos',
    pastPapers: 'Past Paper Markings',
    sampathBooks: 'Sampath Books',
    contact: 'Contact',
    profile: 'Profile',
    admin: 'Admin',
    login: 'Login',
    register: 'Register',
    logout: 'Logout',
    openMenu: 'Menu',
    homeLink: (name: string) => `${name} home`,
  },

  theme: {
    // The label names the mode the button switches to.
    toLight: 'Light Mode',
    toDark: 'Dark Mode',
  },

  footer: {
    followUs: 'Follow us',
    about: 'About',
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
    telegram: 'Telegram',
    newTab: '(opens in a new tab)',
    copyright: (year: number) => `© ${year} ${brand}. All rights reserved.`,
  },

  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },

  home: {
    title: 'Home',
    heroTitle: `Welcome to ${brand}`,
    heroText: 'Theory, revision, practicals and past paper discussions for A/L Engineering Technology — in class and online.',
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
  },

  login: {
    title: 'Login',
    heading: 'Login',
    email: 'Email',
    password: 'Password',
    submit: 'Submit',
    noAccount: "Don't have an account?",
    register: 'Register',
    success: 'Successfully Logged In',
    tryAgain: 'Try Again',
    wrong: 'Wrong Username or Password',
  },

  register: {
    title: 'Register',
    heading: 'Enter Your Details',
    fullName: 'Full name',
    userName: 'User name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    address: 'Address',
    idNo: 'NIC number',
    phoneNumber: 'Phone number',
    school: 'School',
    alYear: 'A/L year',
    chooseYear: 'Choose a year',
    birthday: 'Birthday',
    gender: 'Gender',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Login',
    failed: 'Failed to create user',
  },

  otp: {
    title: 'Verify your account',
    heading: 'Verify your account',
    sent: 'A 6-digit code was sent to your registered email/phone.',
    sentTo: (email: string) => `It went to ${email}.`,
    digitLabel: (n: number) => `Digit ${n} of 6`,
    groupLabel: 'Verification code',
    verify: 'Verify',
    resend: 'Resend OTP',
    cooldown: (seconds: number) => `You can request a new code in ${seconds} s.`,
    success: 'Succesfully Registered',
    failed: 'Failed to create user',
  },

  notLogged: {
    title: "You're not logged in",
    text: 'Please log in to access your dashboard and class materials.',
    action: 'Login Now',
  },

  unauthorized: {
    title: 'Unauthorized',
    code: '403',
    text: 'You do not have access to this page.',
    action: 'Return Home',
  },

  notFound: {
    title: 'Page not found',
    code: '404',
    text: 'The page you are looking for does not exist or has moved.',
    action: 'Return Home',
  },

  profile: {
    title: 'Profile',
    heading: 'My profile',
    email: 'Email',
    phone: 'Phone',
    alYear: 'A/L year',
    accessTitle: 'Access',
    access: {
      revision: 'Revision',
      theory: 'Theory',
      practical: 'Practical',
      paper: 'Paper',
    },
    granted: 'Granted',
    notGranted: 'Not granted',
    none: '—',
  },

  about: {
    title: 'About',
    heading: `About ${brand}`,
    paragraphs: [
      `${brand} prepares Advanced Level Engineering Technology students for the examination, in classes at Bandarawela, Badulla and Monaragala and online across Sri Lanka.`,
      'Registered students watch theory, revision, practical and paper discussion videos, download revision tutes and past paper markings, and sit exams online. Free videos and Sampath books are open to everyone.',
      'Questions about classes or fees? Use the contact page and we will get back to you.',
    ],
    contact: 'Contact us',
  },

  placeholder: {
    // Issue 3 and 4 replace these screens; the text tells a visitor it is on its way.
    text: 'This section is being prepared. Please check back soon.',
  },

  // §2 route titles (used by the placeholders of later issues and the document title).
  titles: {
    classes: 'Classes',
    videos: 'Engineering Technology Videos',
    theoryVideos: 'Theory Videos',
    revisionVideos: 'Revision Videos',
    practicalVideos: 'Practical Videos',
    paperVideos: 'Paper Discussion',
    pastPapers: 'Past Paper Markings',
    revisionTutes: 'Revision Tutes',
    contact: 'Contact Us',
    slider: 'Slider',
    sliderImage: 'Slider Image',
    sampathBook: 'Sampath Book Collection',
    freeVideos: 'Free Videos',
    quizViewer: 'Live Quiz',
    googleForm: 'Online Exams',
  },

  admin: {
    title: 'Admin',
    sidebarLabel: 'Admin',
    backToSite: 'Back to site',
    overview: 'Overview',
    users: 'Users',
    messages: 'Messages',
    classes: 'Classes',
    videos: 'Videos',
    tutes: 'Tutes',
    forms: 'Forms Create',
    quizzes: 'Quizes',
    settings: 'Settings',
  },

  errors: {
    network: 'Could not reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    reload: 'Reload the page',
  },
} as const;

export type Messages = typeof en;
