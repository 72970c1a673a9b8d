/** An IntersectionObserver the test drives: intersect(true) reports every observed element as visible. */
interface Observed {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  observer: IntersectionObserver;
}

const observers = new Set<Observed>();

class StubIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  private readonly entry: Observed;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.rootMargin = options?.rootMargin ?? '0px';
    this.entry = { callback, options, targets: new Set(), observer: this };
    observers.add(this.entry);
  }

  observe(target: Element): void {
    this.entry.targets.add(target);
  }

  unobserve(target: Element): void {
    this.entry.targets.delete(target);
  }

  disconnect(): void {
    this.entry.targets.clear();
    observers.delete(this.entry);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

if (typeof window !== 'undefined')
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: StubIntersectionObserver,
  });

export function intersect(isIntersecting: boolean): void {
  for (const { callback, targets, observer } of [...observers]) {
    const entries = [...targets].map(
      (target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry,
    );
    if (entries.length) callback(entries, observer);
  }
}

export function observedRootMargins(): string[] {
  return [...observers].map((o) => o.options?.rootMargin ?? '');
}

export function resetIntersections(): void {
  observers.clear();
}
