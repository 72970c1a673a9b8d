/**
 * The English catalogue's texts for a student's class fees: the /fees page (paying for a month with
 * a slip, the payment history) and the profile's "Class fees" card. Its own module (and catalogue
 * part) because only those lazy chunks need it. The validation and server messages are the shared
 * schema's (feeTexts), shown through their codes.
 */
import { translatable } from '../i18n/catalogues';

export const feesTexts = translatable('fees', {
  // What a plan opens, by access flag: the words a student knows the classes by.
  flags: {
    revisionAccess: 'Revision lectures',
    theoryAccess: 'Theory lectures',
    practicalAccess: 'Practical lectures',
    paperAccess: 'Paper discussions',
    revisionTuteAccess: 'Revision tutes',
  },

  card: {
    heading: 'Class fees',
    until: (flag: string, date: string) => `${flag}: until ${date}`,
    nothingRunning: 'No paid access is running now.',
    payFor: (month: string) => `Pay for ${month}`,
  },

  pay: {
    heading: (month: string) => `Pay for ${month}`,
    intro: 'Pay by bank deposit or online transfer, then send a photo of the slip here. The class checks it.',
    plan: 'Plan',
    opens: (flags: string) => `Opens: ${flags}`,
    noPlans: 'No fee plans are open for payment now. Ask the class.',
    month: 'Month',
    amount: 'Amount paid (rupees)',
    reference: 'Bank reference number',
    paidOn: 'Payment date',
    slip: 'Payment slip',
    slipHint: 'A photo of the slip (JPEG or PNG) or a PDF of up to 2 MB.',
    takePhoto: 'Take a photo',
    chooseFile: 'Choose a file',
    preparing: 'Preparing the photo…',
    unreadable: 'This photo could not be opened. Take it again or choose another file.',
    preview: 'The slip that will be sent',
    pdfChosen: (name: string) => `PDF: ${name}`,
    size: (size: string) => `Size: ${size}`,
    kb: (size: string) => `${size} KB`,
    mb: (size: string) => `${size} MB`,
    noSlip: 'Add a photo or a PDF of the slip.',
    submit: 'Send payment',
    sending: 'Sending…',
    uploading: (percent: number) => `Uploading the slip: ${percent}%`,
    uploadFailed: 'The slip did not upload. Check your connection and try again.',
    retry: 'Try the upload again',
    sent: 'Payment sent. The class will check your slip.',
    failed: 'The payment could not be sent. Try again.',
  },

  history: {
    heading: 'My payments',
    loading: 'Loading your payments…',
    failed: 'Your payments could not be loaded.',
    empty: 'No payments yet. Payments you send appear here.',
    month: 'Month',
    amount: 'Amount',
    reference: 'Reference',
    method: 'Paid by',
    methods: { slip: 'Bank slip', cash: 'Cash at the class' },
    paidOn: 'Paid on',
    state: 'State',
    pending: 'Waiting to be checked',
    approved: (date: string) => `Approved — access until ${date}`,
    rejected: (reason: string) => `Rejected — ${reason}`,
    reasons: {
      wrongAmount: 'the amount does not match the fee',
      unreadable: 'the slip cannot be read',
      duplicateReference: 'this reference number was already used',
      other: 'see the note',
    },
    note: (note: string) => `Note: ${note}`,
    viewSlip: 'View slip',
    viewSlipOf: (month: string) => `View slip for ${month}`,
  },
} as const);
