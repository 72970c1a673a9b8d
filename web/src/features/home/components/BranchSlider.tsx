/**
 * The three branches as a small slider with previous/next buttons. Each slide's picture is an
 * inline SVG landscape tinted per branch: no photo download, nothing from an external host.
 * View Location opens a Google Maps search for the town.
 */
import { useState } from 'react';
import { homeTexts } from '../../../texts/en-home';

/** The branches in order; each one's name is its catalogue text, read when shown (it follows the language). */
const BRANCHES = (['bandarawela', 'badulla', 'monaragala'] as const).map((id) => ({
  id,
  get name(): string {
    return homeTexts.branches[id];
  },
}));

const mapsUrl = (town: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${town}, Sri Lanka`)}`;

function Landscape() {
  return (
    <svg
      className="branch__art"
      viewBox="0 0 320 160"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="160" className="branch__sky" />
      <circle cx="250" cy="45" r="18" className="branch__sun" />
      <path d="M0 120 L60 60 L110 105 L170 45 L240 115 L290 80 L320 100 V160 H0 Z" className="branch__hills-back" />
      <path d="M0 140 Q80 95 160 130 T320 125 V160 H0 Z" className="branch__hills-front" />
      <rect x="138" y="112" width="44" height="26" className="branch__house" />
      <path d="M132 114 L160 96 L188 114 Z" className="branch__roof" />
    </svg>
  );
}

export function BranchSlider() {
  const [index, setIndex] = useState(0);
  const count = BRANCHES.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <section className="section branches" aria-labelledby="branches-heading">
      <h2 id="branches-heading">{homeTexts.branchesTitle}</h2>
      <div className="slider" role="group" aria-roledescription="carousel" aria-labelledby="branches-heading">
        <div className="slider__viewport">
          <div className="slider__track" style={{ transform: `translateX(-${index * 100}%)` }}>
            {BRANCHES.map((branch, i) => (
              <div
                key={branch.id}
                className={`slider__slide branch branch--${branch.id}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${homeTexts.slideOf(i + 1, count)}: ${homeTexts.branchLabel(branch.name)}`}
                inert={i !== index}
              >
                <Landscape />
                <div className="branch__caption">
                  <h3>{branch.name}</h3>
                  <a
                    className="btn btn--primary"
                    href={mapsUrl(branch.name)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={homeTexts.viewLocationOf(branch.name)}
                  >
                    {homeTexts.viewLocation}
                  </a>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="slider__controls">
          <button type="button" className="slider__button" onClick={() => go(-1)} aria-label={homeTexts.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="slider__status" aria-live="polite">
            {homeTexts.slideOf(index + 1, count)}
          </p>
          <button type="button" className="slider__button" onClick={() => go(1)} aria-label={homeTexts.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
    </section>
  );
}
