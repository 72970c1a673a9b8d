/**
 * Is there room for a save? The browser's estimate says how much this origin may still use; a save
 * needs its own size plus a margin (the estimate is rough, and a phone that is completely full
 * misbehaves), less what is already stored of a resumed download.
 */
import { activeLanguage } from '../../../i18n/active';
import { formatNumber } from '../../../i18n/format';
import type { Language } from '../../../i18n/translation';

/** Decimal units, as phones and data plans count them. */
export const MB = 1_000_000;
const GB = 1000 * MB;
/** Kept free beyond the save itself. */
export const MARGIN_BYTES = 20 * MB;

type RoomVerdict = { ok: true; unknown: boolean } | { ok: false; neededBytes: number; freeBytes: number };

/** Megabytes to show: one decimal below 10 MB, whole above, never 0 for a non-empty file. */
export function toMb(bytes: number): number {
  const mb = bytes / MB;
  if (bytes > 0 && mb < 0.1) return 0.1;
  return mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb);
}

/**
 * A size as the reader's language writes numbers, the unit after it: "4.3 MB", "740 MB", and from
 * a thousand megabytes on in gigabytes with one decimal ("10.7 GB"), since a five-digit count of
 * megabytes is hard to take in at a glance.
 */
export function sizeText(bytes: number, language: Language = activeLanguage()): string {
  if (bytes >= GB) return `${formatNumber(bytes / GB, language, { maximumFractionDigits: 1 })} GB`;
  return `${formatNumber(toMb(bytes), language, { maximumFractionDigits: 1 })} MB`;
}

export function roomFor(bytesNeeded: number, estimate: { quota?: number; usage?: number } | null): RoomVerdict {
  // No estimate (an old browser): try, and let a full disk fail the download itself.
  if (!estimate || typeof estimate.quota !== 'number') return { ok: true, unknown: true };
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  const needed = bytesNeeded + MARGIN_BYTES;
  if (needed <= free) return { ok: true, unknown: false };
  return { ok: false, neededBytes: needed, freeBytes: free };
}

/** The browser's estimate, or null where there is none. */
export async function storageEstimate(): Promise<StorageEstimate | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  return navigator.storage.estimate().catch(() => null);
}

/** Asks that saved files are not evicted under storage pressure; the answer does not stop a save. */
export async function askPersistence(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  return navigator.storage.persist().catch(() => false);
}
