/**
 * "What You'll Learn": three cards that flip to their description on hover or keyboard focus
 * (CSS :hover/:focus-within), or on a tap where there is no mouse. Both faces are in the document, so screen readers read both.
 */
import { useMediaQuery } from '../../../hooks/use-media-query';
import { homeTexts } from '../../../texts/en-home';
import { CardIcon } from './CardIcon';

const CARD_IDS = ['design', 'electronics', 'mechanical'] as const;

export function FlipCards() {
  // Read at render: the catalogue holds the active language's texts, which a switch rewrites.
  const cards = CARD_IDS.map((id) => ({ id, ...homeTexts.cards[id] }));
  // A phone has no mouse to hover with: a tap focuses the card, which flips it.
  const canHover = useMediaQuery('(hover: hover)');
  return (
    <section className="section learn" aria-labelledby="learn-heading">
      <h2 id="learn-heading">{homeTexts.learnTitle}</h2>
      <p className="muted">{canHover ? homeTexts.flipHint : homeTexts.flipHintTouch}</p>
      <ul className="flip-cards">
        {cards.map((card) => (
          // Focusable so keyboard users can flip it; the heading names it for screen readers.
          <li key={card.id} className="flip-card" tabIndex={0} aria-labelledby={`card-${card.id}`}>
            <div className="flip-card__inner">
              <div className="flip-card__face flip-card__front">
                <CardIcon name={card.id} />
                <h3 id={`card-${card.id}`}>{card.title}</h3>
              </div>
              <div className="flip-card__face flip-card__back">
                <p>{card.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
