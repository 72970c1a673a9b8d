import { useTheme } from './theme';
import { en } from '../messages/en';

/** §2: a fixed button labelled with the mode it switches to. */
export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  return (
    <button type="button" className="theme-toggle" onClick={toggle}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span> {dark ? en.theme.toLight : en.theme.toDark}
    </button>
  );
}
