/**
 * The English catalogue's texts for the admin console (§2 "Admin screens", §5, §8). Same catalogue as
 * ./en.ts, kept in its own module so a visitor's first load never downloads them: only the lazy
 * admin chunks import this file. Texts the spec quotes are copied exactly ("Quizes" included).
 * The class and exam validation texts live once in the shared schema module (contentMessages).
 */
import { siteConfig } from '../config';

export const adminText = {
  title: 'Admin',
  brand: siteConfig.brand,
  sidebarLabel: 'Admin',
  openMenu: 'Admin menu',
  backToSite: 'Back to site',
  loadMore: 'Load more',
  cancel: 'Cancel',
  required: '(required)',
  optional: '(optional)',
  choose: 'Choose…',
  notFound: 'This admin page does not exist.',

  // §2 sidebar, in its order.
  sections: {
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

  placeholder: 'This section is being prepared. Please check back soon.',

  overview: {
    heading: 'Overview',
    cardsLabel: 'Site counts',
    totalStudents: 'Total Students',
    totalClasses: 'Total Classes',
    activeUsers: 'Active Users',
    messages: 'Messages',
    loadFailed: 'Could not load the counts. Reload the page to try again.',
  },

  users: {
    heading: 'User Management',
    search: 'Search by full name',
    searchHint: 'Results update as you type.',
    listLabel: 'Students',
    email: 'Email',
    alYear: 'A/L year',
    phone: 'Phone',
    address: 'Address',
    state: 'State',
    states: { active: 'Active', suspended: 'Suspended' },
    unverified: 'Email not verified',
    accessLabel: (name: string) => `Access for ${name}`,
    access: {
      revisionAccess: 'Revision',
      theoryAccess: 'Theory',
      practicalAccess: 'Practical',
      paperAccess: 'Paper',
      revisionTuteAccess: 'Revision Tute',
    },
    delete: 'Delete',
    deleteLabel: (name: string) => `Delete ${name}`,
    confirmTitle: 'Delete user',
    confirmText: 'Are you sure you want to delete this user?',
    confirm: 'Delete',
    deleted: 'User deleted',
    deleteFailed: 'Failed to delete user.',
    toggleFailed: 'Failed to update user access',
    loadFailed: 'Could not load the students. Try again.',
    retry: 'Try again',
    empty: 'No students found.',
    emptySearch: (term: string) => `No student's full name contains "${term}".`,
    shown: (count: number) => `${count} ${count === 1 ? 'student' : 'students'} shown`,
  },

  classes: {
    heading: 'Class Management',
    formTitle: 'Create New Class',
    title: 'Title',
    titleHint: 'Typed in capitals; " | Engineering Technology" is added when you create the class.',
    type: 'Type',
    location: 'Location',
    fee: 'Fee (Rs. per month)',
    day: 'Day',
    startTime: 'Start time',
    endTime: 'End time',
    endHint: 'Must be after the start time.',
    submit: 'Create Class',
    created: 'Successfully created',
    failed: 'Something went wrong while creating the class.',
  },

  exams: {
    heading: 'Forms Create',
    formTitle: 'Create New Exam',
    title: 'Title',
    year: 'Year',
    description: 'Description',
    duration: 'Duration (minutes)',
    link: 'Google Form link',
    linkHint: 'Starts with https://docs.google.com/forms/ or https://forms.gle/',
    submit: 'Create Exam',
    submitting: 'Submitting...',
    created: 'Exam created successfully!',
    failed: 'Failed to create exam.',
  },

  quizzes: {
    heading: 'Quiz Builder',
    text: 'The quiz builder is on its way. Live quizzes are announced on the Live Quiz page in the meantime.',
    viewLiveQuiz: 'Open the Live Quiz page',
  },
} as const;

export type AdminSectionKey = keyof typeof adminText.sections;
