/**
 * The site shell (index.html) as deployed: the build's own file with the site's CSP as a meta
 * element naming exactly the stack's media buckets. Every page of the single-page app is this
 * document, so the policy governs every script the site runs. No aws-cdk-lib imports.
 */
import { contentSecurityPolicy } from './security-headers';

// A meta policy covers only what follows it, so it goes first: after the charset declaration (which
// must stay within the document's first 1024 bytes), else at the start of <head>, else after the doctype.
const anchors = [/<meta\s+charset=[^>]*>/i, /<head(\s[^>]*)?>/i, /<!doctype[^>]*>/i];

export function withDocumentCsp(html: string, storageOrigins: readonly string[]): string {
  const policy = contentSecurityPolicy({ storageOrigins, inDocument: true });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  for (const anchor of anchors) {
    const found = anchor.exec(html);
    if (found) {
      const at = found.index + found[0].length;
      return `${html.slice(0, at)}${meta}${html.slice(at)}`;
    }
  }
  return `${meta}${html}`;
}
