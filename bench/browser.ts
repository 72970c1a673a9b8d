/**
 * Debian's Chromium for the browser sections, never a downloaded browser: the same flags the e2e
 * harness uses (no sandbox in a container, no GPU, no background traffic that would add requests
 * or CPU load to what is being measured, and no QUIC so every request goes over plain HTTP/1.1).
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
