/**
 * A matchMedia that answers (max-width|min-width: Npx), prefers-reduced-motion and (hover: hover) from a viewport
 * the test sets, and tells listeners when it changes — enough for the 768 px breakpoint.
 */
type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
let reducedMotion = false;
let canHover = true;
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return width <= Number(max[1]);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return width >= Number(min[1]);
  if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
  if (query.includes('hover: hover')) return canHover;
  return false;
}

function notify() {
  for (const entry of lists) {
    const event = { matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}

// (The bundle test runs in node: no window there.)
if (typeof window !== 'undefined')
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const entry = { query, listeners: new Set<Listener>() };
      lists.add(entry);
      return {
        media: query,
        get matches() {
          return evaluate(query);
        },
        onchange: null,
        addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
        addListener: (listener: Listener) => entry.listeners.add(listener),
        removeListener: (listener: Listener) => entry.listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
    },
  });

export function setViewportWidth(px: number): void {
  width = px;
  notify();
}

export function setReducedMotion(reduce: boolean): void {
  reducedMotion = reduce;
  notify();
}

/** A touch screen (false) or a device with a mouse (true, the default). */
export function setCanHover(hover: boolean): void {
  canHover = hover;
  notify();
}

export function resetViewport(): void {
  width = 1280;
  reducedMotion = false;
  canHover = true;
  lists.clear();
}
