/**
 * Writes a language's texts into the English catalogue objects, key by key, keeping the English aside
 * so switching back needs no reload. Loaded with the first language other than English; English
 * readers never download it.
 */
import { catalogues, whenCatalogueArrives, type LatePart, type Part } from './catalogues';
import { setServerTexts } from './server-texts';
import type { Language } from './translation';

/** One language's catalogue objects, by part; a part it lacks stays English. */
type Packs = Partial<Record<Part, object>>;
type Tree = Record<string, unknown>;
/** A language's catalogue files as its pack module lists them, by path. */
export type Modules = Record<string, Record<string, unknown>>;

/** Each language's late parts, a chunk each: texts/si/quiz.ts exports `quiz`, …. */
const lateLoaders = import.meta.glob<Record<string, object>>('../texts/*/{quiz,fees,admin}.ts');
const LATE_PARTS: readonly LatePart[] = ['quiz', 'fees', 'admin'];

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** A deep copy of the English texts (functions are kept as they are: they are never written into). */
function snapshot(tree: Tree): Tree {
  const copy: Tree = Array.isArray(tree) ? ([] as unknown as Tree) : {};
  for (const [key, value] of Object.entries(tree)) copy[key] = isTree(value) ? snapshot(value) : value;
  return copy;
}

/**
 * Writes `source` into `target` in place: nested objects stay the same objects, so a screen that
 * keeps `const t = pageTexts.login` at module scope reads the new texts at its next render.
 */
function writeInto(target: Tree, source: Tree): void {
  if (Array.isArray(target) && Array.isArray(source)) target.length = source.length;
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTree(current) && isTree(value)) writeInto(current, value);
    // A copy, so that a later translation never writes into the English kept aside.
    else target[key] = isTree(value) ? snapshot(value) : value;
  }
}

/** Each catalogue's English, taken before its first translation. */
const english = new Map<Part, Tree>();
let packs: Packs = {};

function translate(part: Part, texts: object): void {
  if (!english.has(part)) english.set(part, snapshot(texts as Tree));
  writeInto(texts as Tree, english.get(part)!);
  const pack = packs[part];
  if (pack) writeInto(texts as Tree, pack as Tree);
}

// Every catalogue is English until this module first runs; from now on, each arrives translated.
whenCatalogueArrives(translate);

/** A language's files by part: texts/si/shell.ts exports `shell`, …, server.ts exports `server`. */
function byPart(modules: Modules = {}): Packs & { server?: object } {
  const pack: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = /(\w+)\.ts$/.exec(path)?.[1];
    if (name) pack[name] = module[name];
  }
  return pack;
}

const loadLate = async (language: Language, part: LatePart): Promise<object | undefined> =>
  (await lateLoaders[`../texts/${language}/${part}.ts`]?.())?.[part];

/** The language the texts written in now are from. */
let current: Language = 'en';

/**
 * A language's texts from its pack's files, with the late parts of every screen whose code is
 * already here (so a switch of language on the quiz screen translates it too).
 */
export async function fetchLanguage(language: Language, modules?: Modules): Promise<Packs & { server?: object }> {
  const fetched: Packs & { server?: object } = byPart(modules);
  if (language === 'en') return fetched;
  const late = LATE_PARTS.filter((part) => catalogues.has(part) && !fetched[part]);
  const texts = await Promise.all(late.map((part) => loadLate(language, part)));
  late.forEach((part, i) => {
    if (texts[i]) fetched[part] = texts[i];
  });
  return fetched;
}

/**
 * Makes fetched texts the ones every catalogue, the server messages and `<html lang>` speak. A late
 * part whose screen's code arrived while they were fetched is fetched now: resolves once it is in.
 */
export function applyLanguage(language: Language, fetched: Packs & { server?: object }): Promise<unknown> {
  const { server, ...next } = fetched;
  packs = next;
  current = language;
  for (const [part, texts] of catalogues) translate(part, texts);
  setServerTexts(server);
  document.documentElement.lang = language;
  return Promise.all(LATE_PARTS.filter((part) => catalogues.has(part)).map(addLate));
}

/**
 * Fetches the current language's texts for a late part, unless they are written in already (or the
 * language is English), and writes them in. If another language was made current meanwhile, its
 * pack may lack the part too: it is fetched for that one instead.
 */
export async function addLate(part: LatePart): Promise<void> {
  for (let language = current; language !== 'en' && !packs[part]; language = current) {
    const texts = await loadLate(language, part);
    if (current !== language) continue;
    if (!texts) return;
    packs = { ...packs, [part]: texts };
    const catalogue = catalogues.get(part);
    if (catalogue) translate(part, catalogue);
  }
}
