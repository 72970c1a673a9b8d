/**
 * Debian's Chromium, never a downloaded browser, for the e2e tests and the bench's browser sections:
 * no sandbox in a container, no GPU, no background traffic (this machine's closed network refuses it,
 * and it would add requests and CPU load to what is measured), no QUIC so every request is plain HTTP.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
}
