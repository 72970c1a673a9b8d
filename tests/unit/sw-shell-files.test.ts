/**
 * What the service worker stores from a build: the app shell at install, and at an update the new
 * versions of the files the student had used; what it drops afterwards.
 */
import { filesToCarry, filesToDrop, isKeepMessage, keepFiles } from '../../web/src/sw/asset-carry';
import { bootFiles, precacheEntries } from '../../web/src/sw/precache-list';

const BUILT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <title>EngTech Academy</title>
    <script type="module" crossorigin src="/assets/index-CyX6inSu.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Ab_c-123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-NlOEZQ9S.css">
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-CyX6inSu.js"></script></body>
</html>`;

describe('the app shell', () => {
  it('is index.html and the build files it boots with, once each, nothing else', () => {
    expect(bootFiles(BUILT_HTML)).toEqual([
      '/assets/index-CyX6inSu.js',
      '/assets/react-Ab_c-123.js',
      '/assets/index-NlOEZQ9S.css',
    ]);
  });

  it("gives index.html its own revision, the hashed files none (their names change instead), the tab icon index.html's", () => {
    expect(precacheEntries(BUILT_HTML, 'r1')).toEqual([
      { url: '/index.html', revision: 'r1' },
      { url: '/assets/index-CyX6inSu.js', revision: null },
      { url: '/assets/react-Ab_c-123.js', revision: null },
      { url: '/assets/index-NlOEZQ9S.css', revision: null },
      { url: '/favicon.svg', revision: 'r1' },
    ]);
  });

  it('a document without build files is only index.html', () => {
    expect(precacheEntries('<title>x</title>', 'r')).toEqual([{ url: '/index.html', revision: 'r' }]);
  });
});

describe('an update of the build', () => {
  const cached = ['/assets/videos-Cy0LedUP.js', '/assets/Login-ZJDlB-fO.js', '/assets/Home-D1sWRBsY.css'];
  const current = [
    '/assets/videos-ePBxhjgM.js', // changed: the student had it
    '/assets/Login-ZJDlB-fO.js', // unchanged: kept as it is
    '/assets/Home-D1sWRBsY.js', // same name, other extension: never used
    '/assets/Home-Ab12Cd34.css', // changed: the student had it
    '/assets/library-CcGGhhHr.js', // never used
    '/assets/video-12345678.js', // a name that is a prefix of a used one
  ];

  it('fetches the new version of each file the student had used, matched by name (hashes may hold "-")', () => {
    expect(filesToCarry(cached, current, 8)).toEqual(['/assets/videos-ePBxhjgM.js', '/assets/Home-Ab12Cd34.css']);
  });

  it('fetches nothing for a student who had used nothing', () => {
    expect(filesToCarry([], current, 8)).toEqual([]);
  });

  it('drops the files no longer in the build', () => {
    expect(filesToDrop(cached, current)).toEqual(['/assets/videos-Cy0LedUP.js', '/assets/Home-D1sWRBsY.css']);
    expect(filesToDrop(current, current)).toEqual([]);
  });
});

describe('the files a first visit used', () => {
  const origin = 'https://learn.example.lk';
  const build = ['/assets/index-CyX6inSu.js', '/assets/Home-BzkRqa0y.js', '/assets/si-aJ0S28ow.js'];

  it("keeps this build's files on this origin, once each", () => {
    const loaded = [
      `${origin}/assets/Home-BzkRqa0y.js`,
      `${origin}/assets/si-aJ0S28ow.js`,
      `${origin}/assets/si-aJ0S28ow.js`,
      `${origin}/assets/Old-12345678.js`, // not in this build
      `${origin}/api/user/check-auth`,
      'https://engtech-free.s3.ap-south-1.amazonaws.com/assets/Home-BzkRqa0y.js',
      'not a url',
    ];
    expect(keepFiles(loaded, origin, build)).toEqual(['/assets/Home-BzkRqa0y.js', '/assets/si-aJ0S28ow.js']);
  });

  it('takes only a well-formed message', () => {
    expect(isKeepMessage({ type: 'keep-assets', urls: [`${origin}/assets/Home-BzkRqa0y.js`] })).toBe(true);
    expect(isKeepMessage({ type: 'keep-assets', urls: [1] })).toBe(false);
    expect(isKeepMessage({ type: 'saved-changed', key: 'x' })).toBe(false);
    expect(isKeepMessage(null)).toBe(false);
    expect(isKeepMessage('keep-assets')).toBe(false);
  });
});
