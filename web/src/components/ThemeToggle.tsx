import { useTheme } from './theme';
import { siteTexts } from '../texts/en';

/** A fixed button labelled with the mode it switches to. */
export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  return (
    <button type="button" className="theme-toggle" onClick={toggle}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span> {dark ? siteTexts.theme.toLight : siteTexts.theme.toDark}
    </button>
  );
}
