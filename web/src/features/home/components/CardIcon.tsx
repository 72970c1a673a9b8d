import { iconHref } from '../../../components/icons';

/** Line icons for the flip cards (no emoji font needed; drawn in components/icons' sprite). */
type CardIconName = 'design' | 'electronics' | 'mechanical';

export function CardIcon({ name }: { name: CardIconName }) {
  return (
    <svg className="flip-card__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
