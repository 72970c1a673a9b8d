/**
 * The site's links inside the app: a plain <a href> that navigates in place on a plain left click
 * (a modified click, or a link with a target, does what the browser does), and NavLink, which marks
 * the current page (class "active", aria-current="page"). React Router's own Link and NavLink also
 * carry its framework mode's prefetching, which this site never uses but every first load would
 * download; these do what the site's links need and no more.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath } from 'react-router-dom';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, or one relative to the route the link is rendered in (as React Router resolves it). */
  to: string;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function Link({ to, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (rest.target && rest.target !== '_self')) return;
        event.preventDefault();
        // A link to the page already shown replaces its history entry instead of adding the same page again.
        navigate(to, { replace: href === `${location.pathname}${location.search}${location.hash}` });
      }}
    />
  );
}

/** A navigation link, marked while its page (or a page under it) is the one shown; case-insensitive. */
export function NavLink({ className, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const path = pathname.toLowerCase();
  const current = path === target || (target !== '/' && path.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      className={[className, current && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={current ? 'page' : undefined}
    />
  );
}
