/**
 * A picked slip made ready to send: a photo resized in the browser (longest side at most
 * SLIP_IMAGE_MAX_SIDE, JPEG, about SLIP_TARGET_BYTES) so it goes up quickly on a prepaid connection
 * and the class still reads its small print; a PDF as it is, if it is within SLIP_MAX_BYTES.
 */
import { SLIP_IMAGE_MAX_SIDE, SLIP_MAX_BYTES, SLIP_TARGET_BYTES, type SlipContentType } from '@schemas';
import { ImageTooLargeError, resizeImage } from '../../lib/image-resize';

export interface PreparedSlip {
  blob: Blob;
  contentType: SlipContentType;
  name: string;
}

/** Why a picked file cannot be sent: the schema's type and size texts, or an undecodable photo. */
export type SlipProblem = 'type' | 'size' | 'unreadable';

export type SlipResult = { slip: PreparedSlip } | { problem: SlipProblem };

export const SLIP_ACCEPT = 'image/jpeg,image/png,application/pdf';

export async function prepareSlip(file: File): Promise<SlipResult> {
  if (file.type === 'application/pdf') {
    return file.size <= SLIP_MAX_BYTES
      ? { slip: { blob: file, contentType: 'application/pdf', name: file.name } }
      : { problem: 'size' };
  }
  // Any photo the browser can decode is sent as JPEG, so a camera's own format still goes through.
  if (!file.type.startsWith('image/')) return { problem: 'type' };
  try {
    const image = await resizeImage(file, {
      maxWidth: SLIP_IMAGE_MAX_SIDE,
      maxHeight: SLIP_IMAGE_MAX_SIDE,
      targetBytes: SLIP_TARGET_BYTES,
      maxBytes: SLIP_MAX_BYTES,
      type: 'image/jpeg',
    });
    return { slip: { blob: image.blob, contentType: 'image/jpeg', name: file.name } };
  } catch (error) {
    if (error instanceof ImageTooLargeError) return { problem: 'size' };
    console.error('Preparing a slip photo failed', error);
    return { problem: file.type === 'image/jpeg' || file.type === 'image/png' ? 'unreadable' : 'type' };
  }
}
