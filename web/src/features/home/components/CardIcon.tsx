/** Line icons for the flip cards (inline SVG: no emoji font or icon download needed). */
export type CardIconName = 'design' | 'electronics' | 'mechanical';

const drawings: Record<CardIconName, string> = {
  // set square and pencil
  design: 'M6 42 L6 10 L38 42 Z M12 36 L12 24 L24 36 Z M30 6 L42 18 L24 36 L18 36 L18 30 Z',
  // chip with pins
  electronics:
    'M14 14 H34 V34 H14 Z M20 20 H28 V28 H20 Z M19 14 V6 M24 14 V6 M29 14 V6 M19 34 V42 M24 34 V42 M29 34 V42 M14 19 H6 M14 24 H6 M14 29 H6 M34 19 H42 M34 24 H42 M34 29 H42',
  // gear
  mechanical:
    'M24 16 A8 8 0 1 0 24.01 16 Z M21 4 H27 L28 10 L33 12 L38 8 L42 12 L38 17 L40 21 L46 22 V28 L40 29 L38 33 L42 38 L38 42 L33 38 L28 40 L27 46 H21 L20 40 L15 38 L10 42 L6 38 L10 33 L8 29 L2 28 V22 L8 21 L10 17 L6 12 L10 8 L15 12 L20 10 Z',
};

export function CardIcon({ name }: { name: CardIconName }) {
  return (
    <svg className="flip-card__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d={drawings[name]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
