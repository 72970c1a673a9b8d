/**
 * The hamburger button that shows and hides a menu on small screens: the site's NavBar and the admin
 * sidebar use the same one, so both announce their state (aria-expanded, aria-controls) alike.
 */
import type { Ref } from 'react';

interface MenuToggleProps {
  open: boolean;
  /** id of the element the button shows and hides. */
  controls: string;
  label: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function MenuToggle({ open, controls, label, onToggle, ref }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="navbar__burger" aria-hidden="true" />
      {label}
    </button>
  );
}
