import { activeLanguage } from '../../../../i18n/active';
import { formatNumber } from '../../../../i18n/format';
import { adminTexts } from '../../../../texts/en-admin';

const KB = 1024;
const MB = 1024 * KB;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * A stored file's size for the admin's lists. Under 1 MB in whole kilobytes, rounded up so a
 * non-empty file never reads "0 KB"; from 1 MB on in megabytes with one decimal ("1.5 MB"),
 * except that 1023.9 KB is not rounded to a misleading "1024 KB" (it reads "1.0 MB").
 */
export function formatFileSize(bytes: number): string {
  const kilobytes = Math.ceil(bytes / KB);
  if (kilobytes < 1024) return adminTexts.settings.sizeKb(kilobytes);
  return adminTexts.settings.sizeMb(formatNumber(bytes / MB, activeLanguage(), ONE_DECIMAL));
}
