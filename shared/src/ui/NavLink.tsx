import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { PageProps } from '../remote/props';

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from `routePath(name)`. */
  to: string;
  navigate: PageProps['navigate'];
  replace?: boolean;
}

/** True when the browser should handle the click itself: new tab/window, download, other button. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== '' && target !== '_self')
  );
}

/**
 * A real link (so open-in-new-tab, copy-link and crawlers work) whose plain left click hands the
 * path to the shell's router instead of reloading the page: remotes have no router of their own.
 */
export function NavLink({ to, navigate, replace = false, onClick, target, children, ...rest }: NavLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (browserHandles(event, target)) return;
    event.preventDefault();
    navigate(to, replace ? { replace: true } : undefined);
  }

  return (
    <a {...rest} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
