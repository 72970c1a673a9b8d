/**
 * What sticks out or is cut off on the page in front of the browser, found in the page itself:
 *
 * - the page scrolls sideways (the document is wider than the window);
 * - a visible element or line of text reaches past the window's left or right edge, with nothing
 *   between it and the page that clips it (so it is either off screen or widens the page);
 * - a line of text reaches past the box of an ancestor that does not let it show — across for any
 *   ancestor that hides or scrolls its overflow (a menu scrolls up and down, never sideways), and
 *   down for one that hides it (a label cut in half by a fixed height). Text cut off with an ellipsis
 *   is text cut off too.
 *
 * Visually hidden text (`.sr-only`), what `inert` takes off the page (the slides not shown) and what
 * is not rendered are left out. The function runs inside the page (`page.evaluate`), so it is
 * self-contained.
 */
export function overflowProblems(): string[] {
  const SLACK = 1; // sub-pixel rounding
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];

  const describe = (element: Element): string => {
    const classes = [...element.classList].map((name) => `.${name}`).join('');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}> "${text}"`;
  };

  const hidden = (element: Element): boolean =>
    !element.checkVisibility({ visibilityProperty: true }) || element.closest('[inert], .sr-only') !== null;

  /** The ancestors (below body) whose box hides or scrolls what overflows it, nearest first. */
  const clippers = (element: Element): Element[] => {
    const found: Element[] = [];
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') found.push(at);
    }
    return found;
  };

  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > window.innerWidth) problems.push(`the page scrolls ${scrollWidth - window.innerWidth} px sideways`);

  for (const element of document.body.querySelectorAll('*')) {
    if (hidden(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const past = Math.max(box.right - width, -box.left);
    if (past > SLACK && clippers(element).length === 0)
      problems.push(`${describe(element)} reaches ${Math.round(past)} px past the window's edge`);
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || hidden(parent) || parent.closest('script, style')) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((line) => line.width > 0);
    const around = clippers(parent);
    // An ellipsis is drawn over text the box cuts: the text's own box is wider than what shows.
    if (getComputedStyle(parent).textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + SLACK) {
      problems.push(`${describe(parent)} is cut off with an ellipsis`);
      continue;
    }
    for (const line of lines) {
      if (around.length === 0) {
        const past = Math.max(line.right - width, -line.left);
        if (past > SLACK) problems.push(`${describe(parent)}: text reaches ${Math.round(past)} px past the window`);
        continue;
      }
      for (const clipper of around) {
        const box = clipper.getBoundingClientRect();
        const left = box.left + clipper.clientLeft;
        const top = box.top + clipper.clientTop;
        const across = Math.max(line.right - (left + clipper.clientWidth), left - line.left);
        const style = getComputedStyle(clipper);
        const cutsDown = style.overflowY === 'hidden' || style.overflowY === 'clip';
        const down = cutsDown ? Math.max(line.bottom - (top + clipper.clientHeight), top - line.top) : 0;
        if (across > SLACK || down > SLACK) {
          problems.push(
            `${describe(parent)}: text cut by ${describe(clipper)} (${Math.round(Math.max(across, down))} px)`,
          );
          break;
        }
      }
    }
  }
  return [...new Set(problems)];
}
