/**
 * The Tamil admin console's texts for the people it manages: user management and received messages.
 * Part of ../admin.ts, kept apart to keep each file small. English is imported for its type only.
 */
import type { Translation } from '../../../i18n/translation';
import type { adminTexts } from '../../en-admin';

export const users: Translation<(typeof adminTexts)['users']> = {
  heading: 'பயனர் முகாமைத்துவம்',
  search: 'முழுப் பெயரால் தேடுக',
  searchHint: 'நீங்கள் தட்டச்சு செய்யும்போதே முடிவுகள் இற்றைப்படுத்தப்படும்.',
  listLabel: 'மாணவர்கள்',
  email: 'மின்னஞ்சல்',
  alYear: 'க.பொ.த (உ/த) ஆண்டு',
  phone: 'தொலைபேசி',
  address: 'முகவரி',
  state: 'நிலை',
  states: { active: 'செயலில்', suspended: 'இடைநிறுத்தப்பட்டது' },
  unverified: 'மின்னஞ்சல் சரிபார்க்கப்படவில்லை',
  accessLabel: (name: string) => `${name} இற்கான அனுமதிகள்`,
  access: {
    revisionAccess: 'மீட்டல்',
    theoryAccess: 'கோட்பாடு',
    practicalAccess: 'செய்முறை',
    paperAccess: 'வினாத்தாள்',
    revisionTuteAccess: 'மீட்டல் ரியூட்',
  },
  delete: 'நீக்குக',
  deleteLabel: (name: string) => `${name} ஐ நீக்குக`,
  confirmTitle: 'பயனரை நீக்குதல்',
  confirmText: 'இந்தப் பயனரை நீக்க வேண்டுமென உறுதியாக உள்ளீர்களா?',
  confirm: 'நீக்குக',
  deleted: 'பயனர் நீக்கப்பட்டார்',
  deleteFailed: 'பயனரை நீக்க முடியவில்லை.',
  toggleFailed: 'பயனரின் அனுமதியை மாற்ற முடியவில்லை',
  loadFailed: 'மாணவர்களை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  retry: 'மீண்டும் முயற்சிக்க',
  empty: 'மாணவர்கள் எவரும் இல்லை.',
  emptySearch: (term: string) => `"${term}" எனும் சொல் எந்த மாணவரின் முழுப் பெயரிலும் இல்லை.`,
  shown: (count: number) => (count === 1 ? '1 மாணவர் காட்டப்படுகிறார்' : `${count} மாணவர்கள் காட்டப்படுகின்றனர்`),
};

export const messages: Translation<(typeof adminTexts)['messages']> = {
  heading: 'பெறப்பட்ட செய்திகள்',
  search: 'அனுப்புநரின் பெயரால் தேடுக',
  searchHint: 'நீங்கள் தட்டச்சு செய்யும்போதே முடிவுகள் இற்றைப்படுத்தப்படும்.',
  listLabel: 'செய்திகள்',
  markRead: 'வாசித்ததாகக் குறிக்க',
  read: 'வாசிக்கப்பட்டது',
  readLabel: 'வாசிக்கப்பட்டது',
  unreadLabel: 'புதியது',
  repliedOn: (date: string) => `${date} அன்று பதிலளிக்கப்பட்டது`,
  reply: 'பதிலளிக்க',
  replyText: (name: string) => `${name} இற்கான உங்கள் பதில்`,
  replyHint: 'அனுப்புநருக்கு மின்னஞ்சலில் அனுப்பப்படும்; அவரது செய்தியும் மேற்கோளாக இணைக்கப்படும்.',
  sendReply: 'பதிலை அனுப்புக',
  sending: 'அனுப்பப்படுகிறது…',
  replySent: 'பதில் வெற்றிகரமாக அனுப்பப்பட்டது',
  replyFailed: 'செய்தியை அனுப்ப முடியவில்லை',
  updateFailed: 'செய்தியை இற்றைப்படுத்த முடியவில்லை.',
  delete: 'நீக்குக',
  deleteLabel: (name: string) => `${name} அனுப்பிய செய்தியை நீக்குக`,
  confirmTitle: 'செய்தியை நீக்குதல்',
  // English asks about "this user" here (the class's own wording); the Tamil names the message.
  confirmText: 'இந்தச் செய்தியை நீக்க வேண்டுமென உறுதியாக உள்ளீர்களா?',
  confirm: 'நீக்குக',
  deleted: 'செய்தி நீக்கப்பட்டது',
  deleteFailed: 'செய்தியை நீக்க முடியவில்லை.',
  loadFailed: 'செய்திகளை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  retry: 'மீண்டும் முயற்சிக்க',
  empty: 'இதுவரை செய்திகள் இல்லை.',
  emptySearch: (term: string) => `"${term}" எனும் சொல் எந்த அனுப்புநரின் பெயரிலும் இல்லை.`,
  shown: (count: number) => (count === 1 ? '1 செய்தி காட்டப்படுகிறது' : `${count} செய்திகள் காட்டப்படுகின்றன`),
};
