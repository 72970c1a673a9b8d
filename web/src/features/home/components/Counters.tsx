/**
 * §2/§9 counters: 1000+, 500+, 500+, 100+, counting up once when the section's top is more than
 * 100 px above the viewport bottom; step = ceil(target / 100) every 25 ms. With reduced motion the
 * final numbers show at once. Screen readers get the final figure, not a stream of numbers.
 */
import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { en } from '../../../messages/en';

const t = en.home.counters;
export const COUNTERS = [
  { id: 'students', label: t.students, target: 1000 },
  { id: 'videos', label: t.videos, target: 500 },
  { id: 'passes', label: t.passes, target: 500 },
  { id: 'papers', label: t.papers, target: 100 },
] as const;

const TICK_MS = 25;

function Counter({ label, target, running, instant }: { label: string; target: number; running: boolean; instant: boolean }) {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!running || value >= target) return;
    if (instant) {
      setValue(target);
      return;
    }
    const timer = window.setTimeout(() => setValue((v) => Math.min(target, v + Math.ceil(target / 100))), TICK_MS);
    return () => window.clearTimeout(timer);
  }, [running, instant, value, target]);

  return (
    <li className="counter">
      <p className="counter__value">
        <span className="counter__number" aria-hidden="true">
          {value}+
        </span>
        <span className="sr-only">{target}+</span>
      </p>
      <p className="counter__label">{label}</p>
    </li>
  );
}

export function Counters() {
  const section = useRef<HTMLElement>(null);
  const [running, setRunning] = useState(false);
  const instant = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setRunning(true);
      return;
    }
    // The bottom margin of -100px shrinks the viewport: the section counts as visible only once
    // its top is more than 100 px above the viewport's bottom edge.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRunning(true);
          observer.disconnect(); // once
        }
      },
      { rootMargin: '0px 0px -100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={section} className="counters" aria-labelledby="counters-heading">
      <h2 id="counters-heading" className="sr-only">
        {en.home.countersTitle}
      </h2>
      <ul className="counters__list">
        {COUNTERS.map((c) => (
          <Counter key={c.id} label={c.label} target={c.target} running={running} instant={instant} />
        ))}
      </ul>
    </section>
  );
}
