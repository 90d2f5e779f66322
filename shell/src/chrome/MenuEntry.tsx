import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { routePath, routes } from '@member-site/shared';
import { warmRemote } from '../app/prefetch';
import type { MenuItem } from './menu';
import { useMenuAction } from './use-menu-action';

interface MenuEntryProps {
  item: MenuItem;
  className: string;
  from?: 'menu' | 'playgame';
  onDone?: () => void;
  children?: ReactNode;
  /** Id of text that adds to the entry's name (a count), for screen readers. */
  describedBy?: string;
}

/**
 * A route item is a real link (open in a new tab works), marked aria-current="page" by the router
 * while its route is shown (NavLink: case-insensitive, the whole path); any other action is a button.
 */
export function MenuEntry({ item, className, from = 'menu', onDone, children, describedBy }: MenuEntryProps) {
  const run = useMenuAction(from);
  const content = children ?? item.label;
  if (item.action.kind === 'route') {
    const { remote } = routes[item.action.name];
    const warm = remote === 'shell' ? undefined : () => warmRemote(remote);
    return (
      <NavLink
        to={routePath(item.action.name)}
        end
        className={className}
        aria-describedby={describedBy}
        onClick={onDone}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        data-menu={item.id}
      >
        {content}
      </NavLink>
    );
  }
  const action = item.action;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    onDone?.();
    void run(action);
  };
  return (
    <button type="button" className={className} onClick={onClick} aria-describedby={describedBy} data-menu={item.id}>
      {content}
    </button>
  );
}
