import { MOBILE_QUERY } from '../config';
import { useMediaQuery } from '../hooks/use-media-query';
import { useTheme } from './theme';
import { siteTexts } from '../texts/en';

/**
 * The button that switches the theme, labelled with the mode it switches to. On a desktop it floats
 * in the window's corner, clear of the page's margins. A phone has no such margin: a floating button
 * there sat over whatever scrolled under it (a counter card, the registration form's gender), so on a
 * phone it lives in each frame's menu instead (`inMenu`), beside the language switcher.
 */
export function ThemeToggle({ inMenu = false }: { inMenu?: boolean }) {
  const { dark, toggle } = useTheme();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  if (inMenu !== isMobile) return null;
  return (
    <button type="button" className={inMenu ? 'menu-theme-toggle' : 'theme-toggle'} onClick={toggle}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span> {dark ? siteTexts.theme.toLight : siteTexts.theme.toDark}
    </button>
  );
}
