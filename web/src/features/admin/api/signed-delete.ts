import { inFlight } from '../../../lib/in-flight';

/**
 * File delete, second half: the presigned DELETE the server returned. The server has already
 * removed the object, so a failure here (already gone, storage unreachable) changes nothing and is
 * only logged. Straight to storage: no cookies, no anti-forgery header (the URL is the credential).
 */
export async function callSignedDelete(signedUrl: string): Promise<void> {
  inFlight.start();
  try {
    const response = await fetch(signedUrl, { method: 'DELETE', credentials: 'omit' });
    if (!response.ok && response.status !== 404) console.warn(`Signed DELETE answered ${response.status}`);
  } catch (error) {
    console.warn('Signed DELETE failed; the server had already deleted the object', error);
  } finally {
    inFlight.end();
  }
}
