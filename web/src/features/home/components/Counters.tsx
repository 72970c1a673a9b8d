/**
 * Counters: 1000+, 500+, 500+, 100+, counting up once when the section's top is more than
 * 100 px above the viewport bottom; step = ceil(target / 100) every 25 ms. With reduced motion the
 * final numbers show at once; once counted, they stay final for the rest of the page load (a language
 * change remounts the screen). Screen readers get the final figure, not a stream of numbers.
 */
import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { homeTexts } from '../../../texts/en-home';

const t = homeTexts.counters;
/** Each counter's label is its id's catalogue text, read when shown (it follows the language). */
const COUNTERS = [
  { id: 'students', target: 1000 },
  { id: 'videos', target: 500 },
  { id: 'passes', target: 500 },
  { id: 'papers', target: 100 },
] as const;

const TICK_MS = 25;
const step = (target: number) => Math.ceil(target / 100);

function Counter({ label, target, value }: { label: string; target: number; value: number }) {
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

/**
 * Whether the count has already run to its end in this page load. A language change remounts the
 * home screen; without this the counters would start again from 0 and, with the section already
 * scrolled past (the observer never fires again), stay at "0+".
 */
let counted = false;

/**
 * One clock for the four counters: each tick is one render of the section (four timers would be
 * four renders every 25 ms on a phone that is still loading the page).
 */
function useCountUp(running: boolean, instant: boolean): number[] {
  const [values, setValues] = useState<number[]>(() => COUNTERS.map((c) => (counted ? c.target : 0)));
  const done = values.every((value, i) => value >= COUNTERS[i]!.target);

  useEffect(() => {
    if (done) counted = true;
    if (!running || done) return;
    if (instant) {
      setValues(COUNTERS.map((c) => c.target));
      return;
    }
    const timer = window.setTimeout(
      () =>
        setValues((current) =>
          current.map((value, i) => Math.min(COUNTERS[i]!.target, value + step(COUNTERS[i]!.target))),
        ),
      TICK_MS,
    );
    return () => window.clearTimeout(timer);
  }, [running, instant, done, values]);
  return values;
}

export function Counters() {
  const section = useRef<HTMLElement>(null);
  const [running, setRunning] = useState(false);
  const instant = useMediaQuery(REDUCED_MOTION_QUERY);
  const values = useCountUp(running, instant);

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
        {homeTexts.countersTitle}
      </h2>
      <ul className="counters__list">
        {COUNTERS.map((c, i) => (
          <Counter key={c.id} label={t[c.id]} target={c.target} value={values[i]!} />
        ))}
      </ul>
    </section>
  );
}
