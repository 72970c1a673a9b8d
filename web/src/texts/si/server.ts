/**
 * The Sinhala texts of the server's messages, by the group and key of their code (`user.emailTaken`):
 * an API error keeps its English `message`, and the web shows this text for its `code` instead. The
 * numbers in the limits (120 characters, 50 MB …) are the schema module's own; they are written out
 * here so this chunk carries no schema code. The terms follow ./GLOSSARY.md.
 *
 * The shape is the schema module's message groups, plus the texts the server's message registry
 * (`ServerMessages`) adds to them; once that registry is part of the schema module, the type is
 * simply `Translation<ServerMessages>`.
 */
import type { Translation } from '../../i18n/translation';
import type {
  accountTexts,
  classTexts,
  commonTexts,
  contactTexts,
  edgeTexts,
  examTexts,
  feeTexts,
  NIC_ERROR,
  quizTexts,
  sessionTexts,
  slideTexts,
  streamTexts,
  tuteTexts,
  uploadTexts,
  userTexts,
  videoTexts,
} from '@schemas';

/** The request-level texts (the HTTP layer's, the catalog's and the upload starter's), keyed as the registry names them. */
type RequestTexts = Record<
  | 'xsrf'
  | 'notViaSite'
  | 'tooLarge'
  | 'contentType'
  | 'malformedJson'
  | 'illFormedText'
  | 'notObject'
  | 'invalid'
  | 'notFound'
  | 'videoTitle'
  | 'uploadStarting'
  | 'internal'
  | 'unavailable',
  string
>;

/** A text filled in with a wait, in minutes. */
type MinutesText = (minutes: number) => string;

type ServerTexts = {
  account: typeof accountTexts;
  user: typeof userTexts & { lockedOut: MinutesText };
  session: typeof sessionTexts;
  stream: typeof streamTexts;
  slide: typeof slideTexts;
  exam: typeof examTexts;
  class: typeof classTexts;
  common: typeof commonTexts & { invalidId: string; language: string };
  upload: typeof uploadTexts;
  video: typeof videoTexts;
  tute: typeof tuteTexts;
  contact: typeof contactTexts & { emailLimit: MinutesText; networkLimit: MinutesText };
  quiz: typeof quizTexts;
  fee: typeof feeTexts;
  request: RequestTexts;
  edge: typeof edgeTexts;
  nic: { invalid: typeof NIC_ERROR };
};

export const server: Translation<ServerTexts> = {
  account: {
    name: '*නම අනිවාර්ය වන අතර එය අවම වශයෙන් අක්ෂර 3 ක් දිග විය යුතුය.',
    email: '*වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න.',
    password: '*මුරපදය අවම වශයෙන් අක්ෂර 6 ක් දිග විය යුතුය.',
    confirmPassword: '*මුරපද නොගැළපේ.',
    address: '*ලිපිනය අනිවාර්යයි.',
    idNo: '*වලංගු ජාතික හැඳුනුම්පත් අංකයක් ඇතුළත් කරන්න (උදා: 987654321V , 200012345678).',
    phoneNumber: '*වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න (උදා: 0712345678).',
    school: '*පාසලේ නම අනිවාර්යයි.',
    alYear: '*වලංගු වර්ෂයක් ඇතුළත් කරන්න (උදා: 2025).',
    registrationInvalid: 'කරුණාකර අනිවාර්ය සියලු ක්ෂේත්‍ර නිවැරදිව පුරවන්න.',
    otpCode: 'ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න.',
  },
  user: {
    codeSent: 'තහවුරු කිරීමේ කේතය යවන ලදී',
    emailTaken: 'මෙම ඊමේල් ලිපිනය සහිත ගිණුමක් දැනටමත් පවතී.',
    nicTaken: 'මෙම ජාතික හැඳුනුම්පත් අංකය සහිත ගිණුමක් දැනටමත් පවතී.',
    registered: 'සාර්ථකව ලියාපදිංචි විය',
    invalidCode: 'කේතය වලංගු නැත.',
    codeExpired: 'කේතය කල් ඉකුත් වී ඇත. නව කේතයක් ඉල්ලන්න.',
    tooManyCodes: 'වැරදි කේත ඕනෑවට වඩා ඇතුළත් කර ඇත. නව කේතයක් ඉල්ලන්න.',
    noPending: 'තහවුරු කිරීමට බලාපොරොත්තුවෙන් සිටින ලියාපදිංචියක් නැත.',
    codeResent: 'නව කේතයක් යවන ලදී.',
    resendWait: (seconds: number) => `නව කේතයක් ඉල්ලීමට පෙර කරුණාකර තත්පර ${seconds} ක් රැඳී සිටින්න.`,
    resendLimit: (hours: number) => `අද දින කේත ඕනෑවට වඩා යවා ඇත. පැය ${hours} කින් නැවත උත්සාහ කරන්න.`,
    wrongCredentials: 'පරිශීලක නාමය හෝ මුරපදය වැරදියි',
    lockedOut: (minutes: number) => `අසාර්ථක පිවිසීම් ඕනෑවට වඩා සිදු වී ඇත. මිනිත්තු ${minutes} කින් නැවත උත්සාහ කරන්න.`,
    busy: 'වෙබ් අඩවිය මේ මොහොතේ කාර්යබහුලයි. කරුණාකර තත්පර කිහිපයකින් නැවත උත්සාහ කරන්න.',
    unverified: 'පිවිසීමට පෙර කරුණාකර ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න.',
    suspended: 'මෙම ගිණුම අත්හිටුවා ඇත.',
    loggedOut: 'ඉවත් විය',
    userNotFound: 'පරිශීලකයා හමු නොවීය.',
    adminProtected: 'පරිපාලක ගිණුම් මෙතැනින් වෙනස් කළ නොහැක.',
    userDeleted: 'පරිශීලකයා මකා දමන ලදී',
    resetCodeSent: 'මෙම ඊමේල් ලිපිනය භාවිත කරන ගිණුමක් ඇත්නම්, එහි මුරපදය යළි සැකසීමේ කේතයක් එයට යවා ඇත.',
    passwordChanged: 'ඔබගේ මුරපදය වෙනස් කරන ලදී. කරුණාකර නව මුරපදයෙන් පිවිසෙන්න.',
    resetRequestLimit: (minutes: number) =>
      `මෙම ජාලයෙන් මුරපද යළි සැකසීමේ ඉල්ලීම් ඕනෑවට වඩා ලැබී ඇත. මිනිත්තු ${minutes} කින් නැවත උත්සාහ කරන්න.`,
    registrationLimit: (minutes: number) =>
      `මෙම ජාලයෙන් ලියාපදිංචි කිරීම් ඕනෑවට වඩා සිදු වී ඇත. මිනිත්තු ${minutes} කින් නැවත උත්සාහ කරන්න.`,
    mailSuppressed:
      'මෙම ඊමේල් ලිපිනයට යැවූ අපගේ තැපෑල ආපසු පැමිණ ඇත, නැතහොත් අයාචිත තැපෑලක් (spam) ලෙස සලකුණු කර ඇත, එබැවින් එයට කේතයක් යැවිය නොහැක. ලිපිනය පරීක්ෂා කරන්න, නැතහොත් පන්තිය අමතන්න.',
    mailCleared: 'මෙම ලිපිනයට නැවතත් තැපෑල ලැබිය හැක.',
    noSuppression: 'මෙම ලිපිනයට ආපසු පැමිණීමේ හෝ spam සලකුණක් නැත.',
  },
  session: {
    loginRequired: 'කරුණාකර පිවිසෙන්න.',
    adminsOnly: 'පරිපාලකයින්ට පමණි.',
    noAccess: 'මෙම අන්තර්ගතයට ප්‍රවේශ වීමට ඔබට අවසර නැත.',
  },
  stream: {
    notRetryable: 'මෙම වීඩියෝව දැනටමත් සකසමින් පවතී, නැතහොත් සූදානම්ය.',
  },
  slide: {
    missing: 'කරුණාකර කෙටි විස්තරයක් එක් කර රූපයක් තෝරන්න.',
    caption: 'කෙටි විස්තරයක් උපරිම අක්ෂර 200 ක් විය හැක.',
    imageType: 'ස්ලයිඩ JPEG, PNG හෝ WebP රූප විය යුතුය.',
    tooLarge: 'ස්ලයිඩ රූපයක් උපරිම MB 2 ක් විය හැක.',
    notMultipart: 'ස්ලයිඩය multipart/form-data ලෙස යවන්න.',
    malformed: 'උඩුගත කළ දේ කියවිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
    oneImage: 'එක් රූපයක් සහ එක් කෙටි විස්තරයක් යවන්න.',
    slideNotFound: 'ස්ලයිඩය හමු නොවීය.',
    slideDeleted: 'ස්ලයිඩය මකා දමන ලදී',
  },
  exam: {
    title: 'අක්ෂර 1 සිට 120 දක්වා මාතෘකාවක් ඇතුළත් කරන්න ("/" නොමැතිව).',
    year: '2024 සිට 2030 දක්වා වර්ෂයක් තෝරන්න.',
    description: 'විස්තරය උපරිම අක්ෂර 1000 ක් විය හැක.',
    durationMin: 'කාලය අවම වශයෙන් මිනිත්තු 1 ක් විය යුතුය.',
    durationMax: 'කාලය උපරිම 600 ක් වන, පූර්ණ මිනිත්තු ගණනක් විය යුතුය.',
    link: 'Google Forms සබැඳියක් ඇතුළත් කරන්න (https://docs.google.com/forms/… හෝ https://forms.gle/…).',
    yearParam: 'වර්ෂය ඉලක්කම් හතරකින් යුක්ත විය යුතුය.',
    created: 'විභාගය සාර්ථකව සාදන ලදී!',
    duplicate: 'මෙම මාතෘකාව සහිත විභාගයක් දැනටමත් පවතී.',
    deleted: 'විභාගය මකා දමන ලදී',
    notFound: 'විභාගය හමු නොවීය.',
  },
  class: {
    invalid: 'කරුණාකර පෝරමය නිවැරදිව පුරවන්න.',
    deleted: 'පන්තිය මකා දමන ලදී',
    notFound: 'පන්තිය හමු නොවීය.',
  },
  common: {
    invalidCursor: 'ලැයිස්තුවේ ඊළඟ කොටසට යොමුව (cursor) වලංගු නැත.',
    invalidId: 'හැඳුනුම් කේතය (id) වලංගු නැත.',
    language: 'ඉංග්‍රීසි, සිංහල හෝ දෙමළ භාෂාව තෝරන්න.',
  },
  upload: {
    title: 'වීඩියෝ මාතෘකාවක් "/", "\\" හෝ ".." නොමැතිව අක්ෂර 1 සිට 200 දක්වා විය යුතුය.',
    titleTaken: 'මෙම මාතෘකාව සහිත වීඩියෝවක් දැනටමත් පවතී.',
    caption: 'කෙටි විස්තරය අක්ෂර 1 සිට 2000 දක්වා විය යුතුය.',
    videoType: 'වීඩියෝ MP4 ගොනු (video/mp4) විය යුතුය.',
    thumbnailType: 'සිඟිති රූප JPEG හෝ PNG රූප විය යුතුය.',
    size: 'ගොනුවේ ප්‍රමාණය 0 ට වැඩි, පූර්ණ බයිට් ගණනක් විය යුතුය.',
    useMultipart: 'MB 64 ට වැඩි ගොනු කොටස් වශයෙන් උඩුගත කෙරේ.',
    videoTooLarge: 'වීඩියෝවක් උපරිම GB 16 ක් විය හැක.',
    thumbnailTooLarge: 'සිඟිති රූපයක් උපරිම MB 5 ක් විය හැක.',
    lastModified: 'ගොනුව අවසන් වරට වෙනස් කළ වේලාව සඳහන් වී නැත.',
    notUploaded: 'වීඩියෝව හෝ සිඟිති රූපය උඩුගත කිරීම තවම අවසන් වී නැත.',
    noPendingUpload: 'මෙම මාතෘකාව සඳහා බලාපොරොත්තුවෙන් සිටින උඩුගත කිරීමක් නැත. උඩුගත කිරීම නැවත අරඹන්න.',
    uploadKey: 'නොදන්නා උඩුගත කිරීමේ යතුරකි.',
    uploadNotFound: 'මෙම හැඳුනුම සහිත අසම්පූර්ණ උඩුගත කිරීමක් නැත.',
    partNumbers: 'වරකට කොටස් අංක 1 සිට 20 දක්වා ඉල්ලන්න.',
    partNumber: 'එම කොටස් අංකය මෙම උඩුගත කිරීමට අයත් නොවේ.',
    etag: 'එම කොටස සඳහා S3 ලබා දුන් ETag අගය යවන්න.',
    partsMissing: 'සමහර කොටස් තවම උඩුගත කර නැත.',
    uploadCancelled: 'උඩුගත කිරීම අවලංගු කරන ලදී',
  },
  video: {
    unknownFolder: 'නොදන්නා ෆෝල්ඩරයකි.',
    noVideoAccess: 'මෙම වීඩියෝ බැලීමට ඔබට ප්‍රවේශය නැත.',
    invalidYear: 'වර්ෂය 2025 සිට 2030 දක්වා එකක් හෝ all විය යුතුය.',
    videoNotFound: 'වීඩියෝව හමු නොවීය.',
    comment: 'අදහස අක්ෂර 1 සිට 1000 දක්වා විය යුතුය.',
    seconds: 'තත්පර ගණන 0 සිට 86400 දක්වා සංඛ්‍යාවක් විය යුතුය.',
    sourceKind: 'වීඩියෝවේ වර්ගය "slides" (ස්ලයිඩ) හෝ "camera" (කැමරාව) විය යුතුය.',
  },
  tute: {
    unknownCategory: 'නොදන්නා ප්‍රවර්ගයකි.',
    noAccess: 'මෙම ටියුට් බැලීමට ඔබට ප්‍රවේශය නැත.',
    fileName: 'ගොනුවේ නම .pdf වලින් අවසන් විය යුතු අතර, "/", "\\" හෝ ".." නොමැතිව උපරිම අක්ෂර 150 ක් විය හැක.',
    fileType: 'උඩුගත කළ හැක්කේ PDF ගොනු (application/pdf) පමණි.',
    tooLarge: 'PDF ගොනුවක් උපරිම MB 50 ක් විය හැක.',
    year: 'වර්ෂය උපරිම අක්ෂර 20 ක් විය හැක (අකුරු, ඉලක්කම්, හිස්තැන් සහ විරාම ලකුණු).',
    fileNotFound: 'ගොනුව හමු නොවීය.',
    notPdf:
      'මෙම ගොනුව PDF ගොනුවක් නොවේ (එහි අන්තර්ගතය PDF ගොනුවක් මෙන් ආරම්භ නොවේ), එබැවින් එය ඉවත් කරන ලදී. PDF ගොනුව තෝරා නැවත උඩුගත කරන්න.',
  },
  contact: {
    invalid: 'කරුණාකර සියලු ක්ෂේත්‍ර නිවැරදිව පුරවන්න.',
    sent: 'සාර්ථකව යවන ලදී',
    messageNotFound: 'පණිවිඩය හමු නොවීය.',
    replyText: 'අක්ෂර 1 සිට 5000 දක්වා පිළිතුරක් ලියන්න.',
    replySent: 'පිළිතුර සාර්ථකව යවන ලදී',
    messageDeleted: 'පණිවිඩය මකා දමන ලදී',
    replyRefused: 'තැපැල් සේවාව මෙම පිළිතුර යැවීම ප්‍රතික්ෂේප කළේය.',
    replySuppressed: 'යවා නැත: මෙම ලිපිනය අපගේ තැපෑල ආපසු යැවූ හෝ එය spam ලෙස සලකුණු කළ බැවින් එයට තවත් තැපෑල නොයැවේ.',
    emailLimit: (minutes: number) => `මෙම ඊමේල් ලිපිනයෙන් පණිවිඩ ඕනෑවට වඩා ලැබී ඇත. මිනිත්තු ${minutes} කින් නැවත උත්සාහ කරන්න.`,
    networkLimit: (minutes: number) => `ඔබගේ ජාලයෙන් පණිවිඩ ඕනෑවට වඩා ලැබී ඇත. මිනිත්තු ${minutes} කින් නැවත උත්සාහ කරන්න.`,
  },
  quiz: {
    title: 'අක්ෂර 1 සිට 120 දක්වා මාතෘකාවක් ඇතුළත් කරන්න.',
    description: 'ප්‍රශ්නාවලියේ විස්තරය උපරිම අක්ෂර 1000 ක් විය හැක.',
    audience: 'ප්‍රශ්නාවලියට සහභාගි විය හැක්කේ කාටදැයි තෝරන්න.',
    startsAt: 'ආරම්භය දිනයක් සහ වේලාවක් ලෙස ඇතුළත් කරන්න.',
    questions: 'ප්‍රශ්නාවලියකට ප්‍රශ්න 1 සිට 100 දක්වා අවශ්‍යයි.',
    questionText: 'සෑම ප්‍රශ්නයකටම අක්ෂර 1 සිට 1000 දක්වා පාඨයක් අවශ්‍යයි.',
    options: 'සෑම ප්‍රශ්නයකටම පිළිතුරු විකල්ප 2 සිට 5 දක්වා අවශ්‍යයි.',
    optionText: 'සෑම විකල්පයකටම අක්ෂර 1 සිට 200 දක්වා පාඨයක් අවශ්‍යයි.',
    answer: 'නිවැරදි පිළිතුර ලෙස එක් විකල්පයක් සලකුණු කරන්න.',
    seconds: 'සෑම ප්‍රශ්නයකටම තත්පර 10 සිට 120 දක්වා කාලයක් දෙන්න.',
    explanation: 'පැහැදිලි කිරීමක් උපරිම අක්ෂර 1000 ක් විය හැක.',
    image: 'රූපය හමු නොවීය. එය නැවත උඩුගත කරන්න.',
    imageType: 'ප්‍රශ්න රූප JPEG, WebP හෝ PNG විය යුතුය.',
    imageSize: 'ප්‍රමාණය අඩු කළ පසුත් රූපය විශාල වැඩියි. කුඩා පින්තූරයක් උත්සාහ කරන්න.',
    answerQuestion: 'ඔබ පිළිතුරු දෙන්නේ කුමන ප්‍රශ්නයටදැයි සඳහන් කරන්න.',
    answerOption: 'විකල්පවලින් එකක් තෝරන්න (1 සිට 5 දක්වා).',
    created: 'ප්‍රශ්නාවලිය සාදන ලදී.',
    updated: 'ප්‍රශ්නාවලිය සුරකින ලදී.',
    duplicated: 'ප්‍රශ්නාවලිය පිටපත් කරන ලදී.',
    deleted: 'ප්‍රශ්නාවලිය මකා දමන ලදී.',
    notFound: 'ප්‍රශ්නාවලිය හමු නොවීය.',
    notYours: 'මෙම ප්‍රශ්නාවලිය වෙනත් පන්ති ප්‍රවේශයක් ඇති සිසුන් සඳහා ය.',
    running: 'මෙම ප්‍රශ්නාවලිය දැන් ක්‍රියාත්මක වේ. එය වෙනස් කිරීමට හෝ මකා දැමීමට පෙර අවසන් කරන්න.',
    notEditable: 'පවත්වා ඇති ප්‍රශ්නාවලියක් වෙනස් කළ නොහැක. වෙනස් කිරීමට එහි පිටපතක් සාදන්න.',
    alreadyRunning: 'ප්‍රශ්නාවලිය දැනටමත් ක්‍රියාත්මක වේ.',
    notRunning: 'ප්‍රශ්නාවලිය ක්‍රියාත්මක නොවේ.',
    lastQuestion: 'එය අවසන් ප්‍රශ්නයයි. ජයග්‍රාහකයින් පෙන්වීමට ප්‍රශ්නාවලිය අවසන් කරන්න.',
    lobbyOpened: 'පිවිසුම් කාමරය විවෘතයි. සිසුන්ට දැන් සම්බන්ධ විය හැක.',
    questionOpened: 'ඊළඟ ප්‍රශ්නය විවෘතයි.',
    ended: 'ප්‍රශ්නාවලිය අවසන් විය.',
    questionClosed: 'ප්‍රශ්නය වසා ඇත. එහි ප්‍රතිඵල යවා ඇත.',
    nothingOpen: 'විවෘත ප්‍රශ්නයක් නැත.',
    received: 'පිළිතුර ලැබුණි.',
    alreadyAnswered: 'ඔබ දැනටමත් මෙම ප්‍රශ්නයට පිළිතුරු දී ඇත.',
    notOpen: 'මෙම ප්‍රශ්නය තවම විවෘත කර නැත.',
    closed: 'මෙම ප්‍රශ්නයේ කාලය අවසන්.',
    practiceNotYet: 'සජීවී ප්‍රශ්නාවලිය අවසන් වූ පසු පුහුණුව විවෘත වේ.',
    practiceAttempt: 'මෙම පුහුණු උත්සාහය කල් ඉකුත් වී ඇත. පුහුණුව නැවත අරඹන්න.',
  },
  fee: {
    planName: 'අක්ෂර 1 සිට 80 දක්වා සැලැස්මේ නමක් ඇතුළත් කරන්න.',
    price: 'ගාස්තුව රුපියල්වලින්, 1 සිට 100000 දක්වා පූර්ණ සංඛ්‍යාවක් ලෙස ඇතුළත් කරන්න.',
    grants: 'සැලැස්මෙන් ලැබෙන අවම වශයෙන් එක් පන්ති ප්‍රවේශයක් තෝරන්න.',
    graceDays: 'සහන දින 0 සිට 28 දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.',
    planCreated: 'ගාස්තු සැලැස්ම සාදන ලදී.',
    planRetired: 'ගාස්තු සැලැස්ම ඉවත් කරන ලදී. සිසුන්ට එය තවදුරටත් තෝරාගත නොහැක.',
    planDeleted: 'ගාස්තු සැලැස්ම මකා දමන ලදී.',
    planNotFound: 'ගාස්තු සැලැස්ම හමු නොවීය.',
    planRetiredAlready: 'මෙම ගාස්තු සැලැස්ම ඉවත් කර ඇත. වෙනත් සැලැස්මක් තෝරන්න.',
    planInUse: 'ගෙවීම් මෙම සැලැස්මට සම්බන්ධ බැවින් එය මකා දැමිය නොහැක. ඒ වෙනුවට එය ඉවත් කරන්න.',
    month: 'මෙම මාසය හෝ ලබන මාසය තෝරන්න.',
    cashMonth: 'පසුගිය මාසය, මෙම මාසය හෝ ලබන මාසය තෝරන්න.',
    amount: 'ඔබ ගෙවූ මුදල රුපියල්වලින්, 1 සිට 100000 දක්වා පූර්ණ සංඛ්‍යාවක් ලෙස ඇතුළත් කරන්න.',
    reference: 'බැංකු යොමු අංකය ඇතුළත් කරන්න: අකුරු, ඉලක්කම්, හිස්තැන්, ඉරි හෝ ඇල ඉරි 3 සිට 40 දක්වා.',
    paidOn: 'ගෙවූ දිනය ඇතුළත් කරන්න: අද හෝ පසුගිය මාස දෙක තුළ දිනයක්.',
    slipType: 'ගෙවීම් පත්‍රිකාව JPEG හෝ PNG ඡායාරූපයක් හෝ PDF එකක් විය යුතුය.',
    slipSize: 'ප්‍රමාණය අඩු කළ පසුත් ගෙවීම් පත්‍රිකාව 2 MB ට වඩා විශාලයි. පත්‍රිකාවට ළං වී නැවත ඡායාරූපයක් ගන්න.',
    tooManyPending: 'පරීක්ෂා කිරීමට බලාපොරොත්තුවෙන් ඔබේ ගෙවීම් 3 ක් දැනටමත් ඇත. පන්තිය ඒවා පරීක්ෂා කරන තුරු රැඳී සිටින්න.',
    submitted: 'ගෙවීම යවන ලදී. පන්තිය ඔබේ ගෙවීම් පත්‍රිකාව පරීක්ෂා කරනු ඇත.',
    slipNotFound: 'ගෙවීම හමු නොවීය.',
    slipMissing: 'ගෙවීම් පත්‍රිකාවේ ඡායාරූපය ලැබී නැත. සිසුවා එය නැවත යැවිය යුතුය.',
    notPending: 'මෙම ගෙවීම ගැන දැනටමත් තීරණය කර ඇත.',
    approved: 'ගෙවීම අනුමත කරන ලදී. ප්‍රවේශය ලබා දෙන ලදී.',
    rejected: 'ගෙවීම ප්‍රතික්ෂේප කරන ලදී. හේතුව සිසුවාට දන්වා ඇත.',
    rejectReason: 'ගෙවීම ප්‍රතික්ෂේප කරන්නේ ඇයිදැයි තෝරන්න.',
    rejectNote: 'වැරැද්ද අක්ෂර 1 සිට 300 දක්වා සටහනකින් සඳහන් කරන්න.',
    cashRecorded: 'මුදලින් කළ ගෙවීම සටහන් කරන ලදී. ප්‍රවේශය ලබා දෙන ලදී.',
    cashDuplicate: 'මෙම සිසුවා, සැලැස්ම සහ මාසය සඳහා මුදල් ගෙවීම දැනටමත් සටහන් කර ඇත.',
    studentNotFound: 'සිසුවා හමු නොවීය.',
    notStudent: 'ගාස්තු ගෙවන්නේ සිසු ගිණුම් පමණි.',
    search: 'සිසුවාගේ නම, ඊමේල් ලිපිනය, ජාතික හැඳුනුම්පත් අංකය හෝ යොමු අංකයක් ඇතුළත් කරන්න (අක්ෂර 2 සිට 60 දක්වා).',
  },
  request: {
    xsrf: 'ව්‍යාජ ඉල්ලීම් වළක්වන ආරක්ෂක ටෝකනය වලංගු නැත, නැතහොත් එය නැත.',
    notViaSite: 'ඉල්ලීම් වෙබ් අඩවිය හරහා පැමිණිය යුතුය.',
    tooLarge: 'ඉල්ලීමේ අන්තර්ගතය විශාල වැඩියි.',
    contentType: 'Content-Type අගය application/json විය යුතුය.',
    malformedJson: 'ඉල්ලීමේ JSON අන්තර්ගතය වැරදි ආකෘතියකින් ඇත.',
    illFormedText: 'ඉල්ලීමේ වලංගු Unicode නොවන පාඨ අඩංගු වේ.',
    notObject: 'ඉල්ලීමේ අන්තර්ගතය JSON වස්තුවක් විය යුතුය.',
    invalid: 'ඉල්ලීම වලංගු නැත.',
    notFound: 'හමු නොවීය.',
    videoTitle: 'වීඩියෝ මාතෘකාවක් "/" නොමැතිව අක්ෂර 1 සිට 200 දක්වා විය යුතුය.',
    uploadStarting: 'මෙම මාතෘකාවේ තවත් උඩුගත කිරීමක් ආරම්භ වෙමින් පවතී. නැවත උත්සාහ කරන්න.',
    internal: 'යම් දෝෂයක් සිදු විය.',
    unavailable: 'සේවාව තාවකාලිකව ලබාගත නොහැක. කරුණාකර නැවත උත්සාහ කරන්න.',
  },
  edge: {
    tooMany: 'මෙම ජාලයෙන් ඉල්ලීම් ඕනෑවට වඩා ලැබී ඇත. මිනිත්තු කිහිපයක් රැඳී සිට නැවත උත්සාහ කරන්න.',
  },
  nic: {
    invalid: 'ඔබ ඇතුළත් කළ ජාතික හැඳුනුම්පත් අංකය වැරදියි',
  },
};
