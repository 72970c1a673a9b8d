/**
 * The account and info screens' texts (login, registration, OTP, unauthorized, profile,
 * about, placeholders): part of the English catalogue (./en.ts), kept apart because en.ts is in
 * every visitor's first load while these are only needed by their lazy routes.
 * Texts docs/product.md quotes are copied exactly, typos included ("Succesfully Registered").
 */
import { siteConfig } from '../config';
import { translatable } from '../i18n/catalogues';

const brand = siteConfig.brand;

export const pageTexts = translatable('pages', {
  login: {
    heading: 'Login',
    email: 'Email',
    password: 'Password',
    submit: 'Submit',
    noAccount: "Don't have an account?",
    register: 'Register',
    success: 'Successfully Logged In',
    tryAgain: 'Try Again',
    wrong: 'Wrong Username or Password',
    toContinue: 'This page is for members. Log in to open it.',
    forgot: 'Forgot password?',
  },

  reset: {
    heading: 'Reset your password',
    intro: 'Enter the email of your account. We will send a 6-digit code to it.',
    email: 'Email',
    send: 'Send code',
    sentTo: (email: string) =>
      `If an account uses ${email}, a 6-digit code is on its way to it. Enter it with your new password.`,
    password: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    resend: 'Send a new code',
    otherEmail: 'Use another email',
    backToLogin: 'Back to login',
    failed: 'The password could not be changed.',
  },

  register: {
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
    // The NIC's gender, as decodeNic names it.
    genders: { Male: 'Male', Female: 'Female' },
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Login',
    failed: 'Failed to create user',
  },

  otp: {
    heading: 'Verify your account',
    sent: 'A 6-digit code was sent to your registered email address.',
    sentTo: (email: string) => `It went to ${email}.`,
    digitLabel: (n: number) => `Digit ${n} of 6`,
    groupLabel: 'Verification code',
    verify: 'Verify',
    resend: 'Resend OTP',
    cooldown: (seconds: number) => `You can request a new code in ${seconds} s.`,
    success: 'Succesfully Registered',
    failed: 'Failed to create user',
    nothingWaiting: 'No registration is waiting for verification. Register first: we then send you a code.',
    register: 'Register',
  },

  unauthorized: {
    code: '403',
    text: 'You do not have access to this page.',
    action: 'Return Home',
  },

  profile: {
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
    heading: `About ${brand}`,
    paragraphs: [
      `${brand} prepares Advanced Level Engineering Technology students for the examination, in classes at Bandarawela, Badulla and Monaragala and online across Sri Lanka.`,
      'Registered students watch theory, revision, practical and paper discussion videos, download revision tutes and past paper markings, and sit exams online. Free videos and Sampath books are open to everyone.',
      'Questions about classes or fees? Use the contact page and we will get back to you.',
    ],
    contact: 'Contact us',
  },

  placeholder: {
    // Shown by the slider and sliderImage pages, which have no content yet: it tells a visitor it is on its way.
    text: 'This section is being prepared. Please check back soon.',
  },
} as const);
