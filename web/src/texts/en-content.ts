/**
 * The English catalogue's texts for the student-content screens (classes, videos, tutes, books,
 * exams, contact, live quiz). Same catalogue as ./en.ts, kept in its own module because en.ts is part
 * of every visitor's first load of `/` while these texts are only needed by lazy routes.
 * Texts docs/product.md quotes are copied exactly, typos included ("Failed to sent message").
 */
import { siteConfig } from '../config';
import { rupees } from '../i18n/format';
import { translatable } from '../i18n/catalogues';

const brand = siteConfig.brand;

export const contentTexts = translatable('content', {
  newTab: '(opens in a new tab)',
  loadMore: 'Load more',
  loginNeeded: 'Please log in to see these files.',
  loginNow: 'Login Now',

  classes: {
    // A class's stored type and day, by the names the reader's language gives them.
    types: { Revision: 'Revision', Theory: 'Theory', Practical: 'Practical', Paper: 'Paper', Physical: 'Physical' },
    days: {
      Sunday: 'Sunday',
      Monday: 'Monday',
      Tuesday: 'Tuesday',
      Wednesday: 'Wednesday',
      Thursday: 'Thursday',
      Friday: 'Friday',
      Saturday: 'Saturday',
    },
    heading: 'Classes',
    intro: 'Physical and online classes for A/L Engineering Technology.',
    teacher: 'Teacher',
    type: 'Type',
    location: 'Location',
    schedule: 'Schedule',
    fee: 'Fee',
    feeText: (fee: number) => `${rupees(fee)}/= Per Month`,
    empty: 'No classes are scheduled right now. Please check back later!',
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete ${title}`,
    confirmTitle: 'Delete class',
    confirmText: (title: string) => `Are you sure you want to delete "${title}"?`,
    confirm: 'Delete',
    cancel: 'Cancel',
    deleted: 'Class deleted',
    deleteFailed: 'Failed to delete class.',
  },

  videos: {
    heading: 'Engineering Technology Videos',
    intro: 'Recorded lessons by category. Free videos are open to everyone.',
    categoriesLabel: 'Video categories',
    categories: {
      theory: { title: 'Theory', text: 'Every unit of the syllabus, explained step by step.' },
      revision: { title: 'Revision', text: 'Fast, focused revision before the examination.' },
      practical: { title: 'Practical', text: 'The practicals the paper asks for, in the lab.' },
      paper: { title: 'Paper Discussion', text: 'Past and model papers, worked through.' },
    },
    freeHeading: 'Free videos',
    noVideos: 'No videos have been added here yet.',
    pick: 'Choose a video below to start watching.',
    allVideos: 'All videos',
    nowPlaying: 'Now playing',
    play: (title: string) => `Play ${title}`,
    player: (title: string) => `Video: ${title}`,
    uploaded: (date: string) => `Uploaded on ${date}`,
    loadingCaption: 'Loading caption...',
    like: 'Like',
    likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
    loginToJoin: 'Log in to like and comment.',
    login: 'Login',
    commentsHeading: 'Comments',
    noComments: 'No comments yet. Be the first to ask or say thanks!',
    commentLabel: 'Add a comment',
    commentPlaceholder: 'Write a comment…',
    post: 'Post',
    commentFailed: 'Failed to add comment. Please try again.',
    videoFallback: 'Your browser cannot play this video.',
    quality: 'Quality',
    qualityAuto: 'Auto',
    qualityLevel: (name: string, mbPerHour: number, dataSaver: boolean) =>
      `${dataSaver ? `Data saver (${name})` : name} · about ${mbPerHour} MB/hour`,
    streamEnded: 'This video stopped: your access to it has ended. Log in again, or ask the institute.',
  },

  freeVideos: {
    heading: 'Free Videos',
    intro: 'Lessons open to everyone. Pick one to watch.',
    showCaption: 'Show Caption',
    hideCaption: 'Hide Caption',
    noCaption: 'No caption for this video.',
  },

  tutes: {
    searchLabel: 'Search by PDF name',
    searchPlaceholder: 'Search…',
    download: 'Download',
    downloadLabel: (name: string) => `Download ${name}`,
    close: 'Close',
    closeLabel: 'Close the PDF viewer',
    openInTab: 'Open in a new tab',
    viewerTitle: (name: string) => `PDF: ${name}`,
    free: 'Free',
    updatedOn: (year: number) => `Updated On ${year}`,
    year: (year: string) => `Year ${year}`,
    none: 'No files have been added here yet.',
    noMatch: (query: string) => `No files match "${query}".`,
    pastPapers: { heading: 'Past Paper Markings', intro: 'Marking schemes of past A/L Engineering Technology papers.' },
    revisionTutes: { heading: 'Revision Tutes', intro: 'Revision tutes for registered students.' },
    sampathBooks: { heading: 'Sampath Book Collection', intro: 'Sampath books, free for every student.' },
  },

  exams: {
    heading: 'Online Exams',
    intro: 'Each exam opens in Google Forms in a new tab. Read the time limit before you start.',
    alYear: (year: string) => `${year} A/L`,
    duration: (minutes: number) => `${minutes} minutes`,
    start: 'Start Exam',
    startLabel: (title: string) => `Start Exam: ${title} (opens in a new tab)`,
    empty: 'No exams available right now. Please check back later!',
  },

  contact: {
    heading: 'Contact Us',
    intro: 'Questions about classes, fees or access? Send us a message and we will reply by email.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    required: '*This field is required.',
    send: 'Send Message',
    success: 'Successfully Sent',
    failed: 'Failed to sent message',
  },

  quiz: {
    heading: 'Live Quiz',
    badge: 'Coming soon',
    title: 'Our first live quiz is on its way!',
    text: `${brand} is preparing its first live quiz for A/L Engineering Technology students: answer in real time, see how you rank and learn from every question.`,
    follow: 'Follow us to hear the date first:',
  },
} as const);
