/**
 * The Sinhala and Tamil system faces a phone has, for the Chromium that Lighthouse drives. Lighthouse
 * emulates an Android phone, and Android ships Noto Sans Sinhala and Noto Sans Tamil; this machine's
 * Chromium has neither, so without them every Sinhala or Tamil run would also download the site's
 * woff2 faces, which a phone never does (the site's stylesheets name the device's face first). The
 * faces come from Debian's fonts-noto-core, the same Noto builds, unpacked into the repository's
 * ignored .test-data once (no system install, so the tests' browsers keep seeing a machine without
 * them), and reach only the browsers given `phoneFontEnv`: a fontconfig file that adds their folder
 * to the system's configuration.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../local/config';

const PACKAGE = 'fonts-noto-core';
const FACES = [
  'NotoSansSinhala-Regular.ttf',
  'NotoSansSinhala-Bold.ttf',
  'NotoSansTamil-Regular.ttf',
  'NotoSansTamil-Bold.ttf',
];
const FACES_DIR = join(REPO_ROOT, '.test-data', 'phone-fonts');

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Downloads the package (not installing it) and unpacks the four faces into FACES_DIR. */
async function unpackFaces(log: (line: string) => void): Promise<void> {
  const work = await mkdtemp(join(REPO_ROOT, '.test-data', 'phone-fonts-'));
  try {
    log(`fetching ${PACKAGE} for the phone's Sinhala and Tamil faces`);
    const download = () => execFileSync('apt-get', ['download', '-qq', PACKAGE], { cwd: work, stdio: 'pipe' });
    try {
      download();
    } catch {
      // A fresh machine may not have read the package lists yet.
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'pipe' });
      download();
    }
    const deb = (await readdir(work)).find((name) => name.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${PACKAGE} left no package in ${work}`);
    execFileSync('dpkg-deb', ['-x', deb, 'unpacked'], { cwd: work, stdio: 'pipe' });
    await mkdir(FACES_DIR, { recursive: true });
    const from = join(work, 'unpacked', 'usr', 'share', 'fonts', 'truetype', 'noto');
    for (const face of FACES) await copyFile(join(from, face), join(FACES_DIR, face));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The environment for a Chromium that has a phone's Sinhala and Tamil faces as system fonts. The
 * fontconfig file and its cache live in `scratchDir`; the faces stay in .test-data between runs.
 */
export async function phoneFontEnv(scratchDir: string, log: (line: string) => void): Promise<NodeJS.ProcessEnv> {
  const present = await Promise.all(FACES.map((face) => exists(join(FACES_DIR, face))));
  if (!present.every(Boolean)) await unpackFaces(log);
  const configFile = join(scratchDir, 'phone-fonts.conf');
  await writeFile(
    configFile,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${FACES_DIR}</dir>`,
      `  <cachedir>${join(scratchDir, 'fontconfig-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return { ...process.env, FONTCONFIG_FILE: configFile };
}
