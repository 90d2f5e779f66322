import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routePath } from '@member-site/shared';
import type { MenuItem } from './menu';
import { useMenuAction } from './use-menu-action';

interface MenuEntryProps {
  item: MenuItem;
  className: string;
  currentPath: string;
  from?: 'menu' | 'playgame';
  onDone?: () => void;
  children?: ReactNode;
}

/** A route item is a real link (open in a new tab works); any other action is a button. */
export function MenuEntry({ item, className, currentPath, from = 'menu', onDone, children }: MenuEntryProps) {
  const run = useMenuAction(from);
  const content = children ?? item.label;
  if (item.action.kind === 'route') {
    const href = routePath(item.action.name);
    const current = href.toLowerCase() === currentPath.toLowerCase();
    return (
      <Link to={href} className={className} aria-current={current ? 'page' : undefined} onClick={onDone} data-menu={item.id}>
        {content}
      </Link>
    );
  }
  const action = item.action;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    onDone?.();
    void run(action);
  };
  return (
    <button type="button" className={className} onClick={onClick} data-menu={item.id}>
      {content}
    </button>
  );
}
