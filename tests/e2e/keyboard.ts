/**
 * Driving a page with the keyboard alone: Tab (or Shift+Tab) until the control a user is looking
 * for has focus, typing into whatever has focus, and checking that the focus can be seen — an
 * outline of at least 2 px whose colour stands out 3:1 from what surrounds it (WCAG 1.4.11), on a
 * control nothing else on the page is painted over (2.4.11).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What has focus, as a screen reader would name it (role and name from the accessibility tree). */
export async function focusedDescription(page: Page): Promise<string> {
  // Focus can move between two calls (a list re-rendering under it, a toast going away): a locator
  // call would then wait its full timeout for a focused element that is gone, so the snapshot gets
  // a short one and the fallback reads document.activeElement in one step, never waiting.
  const snapshot = await page
    .locator('*:focus')
    .first()
    .ariaSnapshot({ timeout: 3000 })
    .catch(() => '');
  const first = snapshot.split('\n')[0]?.replace(/^- /, '').trim();
  if (first) return first;
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(nothing: the document body)';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`;
  });
}

/**
 * Where focus is, read in one step: tag, role and name (or text). For the path a failed tabTo
 * reports; focusedDescription's accessibility snapshot costs far more, and a walk reads this once
 * per key press.
 */
const focusStep = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(nothing: the document body)';
    const label = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.labels?.[0] : undefined;
    const name = el.getAttribute('aria-label') ?? label?.textContent ?? el.textContent ?? '';
    const role = el.getAttribute('role');
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  });

export const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluateAll((elements) => elements.some((el) => el === document.activeElement));

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus. Fails after `max` presses,
 * listing where focus went on the way, so a missing or unreachable control is easy to see.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const { max = 60, backwards = false } = options;
  if (await isFocused(target)) return;
  const path: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      // Arrived: and a sighted keyboard user can see where they are.
      await expectVisibleFocus(page);
      return;
    }
    path.push(await focusStep(page));
  }
  throw new Error(
    `${String(target)} never had focus after ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses. Focus went: ${path.join(' → ')}`,
  );
}

/** Tab to the control with this role and accessible name (exact match unless a RegExp). */
export const tabToRole = (
  page: Page,
  role: Parameters<Page['getByRole']>[0],
  name: string | RegExp,
  options?: { max?: number; backwards?: boolean; within?: Locator },
) => tabTo(page, (options?.within ?? page).getByRole(role, { name, exact: typeof name === 'string' }), options);

/** Tabs to a field by its label and types into it (the field has focus, so keyboard.type goes there). */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

interface FocusRing {
  element: string;
  width: number;
  style: string;
  /** What the page paints over the control's middle, if anything. */
  coveredBy: string | null;
  /** null over a picture, where no single colour is behind the ring. */
  contrast: number | null;
}

/** The focused element's outline and how much it stands out from the nearest opaque background around it. */
export function focusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const parse = (color: string): [number, number, number, number] => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, color.startsWith('rgba') ? a : 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    // The outline is drawn just outside the element, over whatever is painted behind it there: the
    // nearest opaque colour in the stack under the element, or every stop of a gradient (the worst
    // counts). Over a picture the contrast cannot be computed, and only the outline itself is checked.
    const rect = el.getBoundingClientRect();
    const stack = document.elementsFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`;
    // Something of the page's own painted over the focused control (a toast, a fixed button).
    const top = stack[0];
    const coveredBy = top && !el.contains(top) && !(el instanceof HTMLIFrameElement) ? describe(top) : null;
    const style = getComputedStyle(el);
    // A negative offset draws the ring inside the control, on its own background.
    const under =
      parseFloat(style.outlineOffset) < 0 ? [el] : stack.filter((node) => node !== el && !el.contains(node));
    let backgrounds: number[][] | null = [[255, 255, 255]];
    for (const node of under) {
      if (node instanceof HTMLImageElement || node instanceof HTMLVideoElement || node instanceof SVGElement) {
        backgrounds = null;
        break;
      }
      const { backgroundColor, backgroundImage } = getComputedStyle(node);
      const gradient = (backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse).filter((c) => c[3] >= 0.9);
      const color = parse(backgroundColor);
      if (gradient.length > 0 || color[3] >= 0.9) {
        backgrounds = color[3] >= 0.9 ? [color, ...gradient] : gradient;
        break;
      }
    }
    const outline = luminance(parse(style.outlineColor));
    const ratio = (other: number) => (Math.max(outline, other) + 0.05) / (Math.min(outline, other) + 0.05);
    return {
      element: `${describe(el)}${el.id ? `#${el.id}` : ''}`,
      coveredBy,
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: backgrounds ? Math.round(Math.min(...backgrounds.map((bg) => ratio(luminance(bg)))) * 100) / 100 : null,
    };
  });
}

/** The focused control shows a focus indicator a sighted keyboard user can see. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  // The full-screen spinner covers everything while a request is in flight, by design; judge the
  // ring once it has gone, as the user sees it.
  // A page may start another request (a list refresh) just after one ends, so the spinner can come
  // back between the wait and the reading: judge again once that one has gone too.
  let ring = await focusRing(page);
  for (let tries = 0; tries < 10 && ring?.coveredBy?.startsWith('div.spinner-overlay'); tries += 1) {
    await page.locator('.spinner-overlay').waitFor({ state: 'detached' });
    ring = await focusRing(page);
  }
  expect(ring, 'something has focus').not.toBeNull();
  const where = `${ring!.element} (${await focusedDescription(page)})`;
  expect(ring!.coveredBy, `${where} is hidden under`).toBeNull();
  expect(ring!.style, `outline style of ${where}`).not.toBe('none');
  expect(ring!.width, `outline width of ${where}`).toBeGreaterThanOrEqual(2);
  if (ring!.contrast !== null) expect(ring!.contrast, `focus ring contrast of ${where}`).toBeGreaterThanOrEqual(3);
}
