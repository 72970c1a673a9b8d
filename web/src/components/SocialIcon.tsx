import { iconHref } from './icons';

/** Small icons (no icon font, no external host): decorative, the link text names the network. */
export type Network = 'facebook' | 'instagram' | 'youtube' | 'telegram';

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg className="social-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={iconHref(network)} />
    </svg>
  );
}
