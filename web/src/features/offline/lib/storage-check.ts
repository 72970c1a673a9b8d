/**
 * Is there room for a save? The browser's estimate says how much this origin may still use; a save
 * needs its own size plus a margin (the estimate is rough, and a phone that is completely full
 * misbehaves), less what is already stored of a resumed download.
 */
export const MB = 1_000_000;
/** Kept free beyond the save itself. */
export const MARGIN_BYTES = 20 * MB;

type RoomVerdict = { ok: true; unknown: boolean } | { ok: false; neededMb: number; freeMb: number };

/** Megabytes to show: one decimal below 10 MB, whole above, never 0 for a non-empty file. */
export function toMb(bytes: number): number {
  const mb = bytes / MB;
  if (bytes > 0 && mb < 0.1) return 0.1;
  return mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb);
}

export function roomFor(bytesNeeded: number, estimate: { quota?: number; usage?: number } | null): RoomVerdict {
  // No estimate (an old browser): try, and let a full disk fail the download itself.
  if (!estimate || typeof estimate.quota !== 'number') return { ok: true, unknown: true };
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  const needed = bytesNeeded + MARGIN_BYTES;
  if (needed <= free) return { ok: true, unknown: false };
  return { ok: false, neededMb: toMb(needed), freeMb: toMb(free) };
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
