/**
 * The tutor's slides (uploaded in Admin › Settings) with their captions, in the same slider as the
 * branches: previous/next buttons and a polite "n of m". Loaded as its own small chunk only when
 * there are slides; images are lazy and sized so nothing jumps while they arrive.
 */
import { useState } from 'react';
import { homeTexts } from '../../../texts/en-home';
import type { SlideView } from '@schemas';

const t = homeTexts;

export default function SlideCarousel({ slides }: { slides: SlideView[] }) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((i) => (Math.min(i, count - 1) + step + count) % count);

  return (
    <section className="section slides" aria-labelledby="slides-heading">
      <h2 id="slides-heading">{t.slidesTitle}</h2>
      <div className="slider" role="group" aria-roledescription="carousel" aria-labelledby="slides-heading">
        <div className="slider__viewport">
          <div className="slider__track" style={{ transform: `translateX(-${current * 100}%)` }}>
            {slides.map((slide, i) => (
              <div
                key={slide.id}
                className="slider__slide slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t.slideOf(i + 1, count)}
                inert={i !== current}
              >
                <figure className="slide__figure">
                  <img src={slide.url} alt="" width={760} height={380} loading="lazy" decoding="async" />
                  <figcaption className="slide__caption">{slide.caption}</figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <div className="slider__controls">
            <button type="button" className="slider__button" onClick={() => go(-1)} aria-label={t.previousSlide}>
              <span aria-hidden="true">‹</span>
            </button>
            <p className="slider__status" aria-live="polite">
              {t.slideOf(current + 1, count)}
            </p>
            <button type="button" className="slider__button" onClick={() => go(1)} aria-label={t.nextSlide}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
