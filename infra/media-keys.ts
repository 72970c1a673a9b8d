/**
 * The media public keys from context "mediaPublicKeys": each entry a PEM file (a path from the
 * directory `cdk` runs in) or the PEM itself, given as a cdk.json array or a comma-separated `-c`.
 * Usually one key; two while a rotation overlaps (README, "Media delivery keys"). Checked here so a
 * wrong file fails the synth, not the deploy halfway.
 */
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { publicKeyFingerprint } from '../functions/shared/media-signing';

/** CloudFront's limit on the public keys of one key group. */
const KEY_GROUP_LIMIT = 5;
const PEM = /^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/;

export function mediaPublicKeys(
  raw: unknown,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): string[] {
  if (raw === undefined || raw === '') return [];
  const entries = typeof raw === 'string' ? raw.split(',') : raw;
  if (!Array.isArray(entries) || !entries.every((entry): entry is string => typeof entry === 'string')) {
    throw new Error('Context "mediaPublicKeys" must be a list of PEM files (or PEMs): an array, or comma-separated.');
  }
  const pems = entries
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const text = (entry.startsWith('-----BEGIN') ? entry : readKey(entry, readFile)).trim();
      if (!PEM.test(text)) throw new Error(`Context "mediaPublicKeys": ${label(entry)} is not a PEM public key.`);
      const key = createPublicKey(text);
      // CloudFront takes only 2048-bit RSA keys for signed cookies.
      if (key.asymmetricKeyType !== 'rsa' || key.asymmetricKeyDetails?.modulusLength !== 2048) {
        throw new Error(`Context "mediaPublicKeys": ${label(entry)} is not a 2048-bit RSA key.`);
      }
      return `${text}\n`;
    });
  const fingerprints = pems.map((pem) => publicKeyFingerprint(pem));
  if (new Set(fingerprints).size !== fingerprints.length) {
    throw new Error('Context "mediaPublicKeys" names the same key twice.');
  }
  if (pems.length > KEY_GROUP_LIMIT) {
    throw new Error(
      `Context "mediaPublicKeys" has ${pems.length} keys; a CloudFront key group holds at most ${KEY_GROUP_LIMIT}.`,
    );
  }
  return pems;
}

function readKey(path: string, readFile: (path: string) => string): string {
  try {
    return readFile(path);
  } catch {
    throw new Error(`Context "mediaPublicKeys": cannot read the key file ${path}.`);
  }
}

const label = (entry: string) => (entry.startsWith('-----BEGIN') ? 'an inline key' : entry);
