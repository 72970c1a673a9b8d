/**
 * The media signing key as the operator keeps it, and the fingerprint that names a public key.
 *
 * CloudFront never changes the key of an existing public key, so every key is its own resource,
 * named by its fingerprint, and the key group lists each key while it may still verify a cookie. The
 * id CloudFront gives a key is known only after the deploy that creates it, and the private key must
 * change at the same moment as the id it signs under; so both live in one secret value, and the
 * signer takes both from the one read:
 *
 *   { "keyPairId": "K2JCJMDEHXQW5F", "privateKey": "-----BEGIN PRIVATE KEY-----…" }
 *
 * Pure: infra (construct ids), the local twin (its key ids) and the signer share it.
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';

/** First 16 hex digits of the SHA-256 of the key's DER (SubjectPublicKeyInfo) encoding. */
export function publicKeyFingerprint(key: string | KeyObject): string {
  const object = typeof key === 'string' ? createPublicKey(key) : key;
  const der = object.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

export interface SigningKey {
  /** The CloudFront public key id the cookies name (CloudFront-Key-Pair-Id). */
  keyPairId: string;
  /** PEM of the private half. */
  privateKey: string;
}

// CloudFront's public key ids are upper-case letters and digits; the local twin's follow the same form.
const KEY_PAIR_ID = /^[A-Z0-9]{1,64}$/;

/**
 * The signing key from the secret's text. A bare PEM (the shape before key rotation existed) is
 * refused by name: signing under a guessed id would give cookies CloudFront answers with 403.
 */
export function parseSigningSecret(secretId: string, text: string | undefined): SigningKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    parsed = undefined;
  }
  const value = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const { keyPairId, privateKey } = value;
  if (typeof keyPairId !== 'string' || !KEY_PAIR_ID.test(keyPairId)) {
    throw new Error(`Secret ${secretId} must be JSON with "keyPairId" (the CloudFront public key id) and "privateKey"`);
  }
  if (typeof privateKey !== 'string' || !privateKey.includes('PRIVATE KEY-----')) {
    throw new Error(`Secret ${secretId} holds no PEM "privateKey"`);
  }
  return { keyPairId, privateKey };
}
