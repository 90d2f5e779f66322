import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { texts, useCapability } from '@member-site/shared';
import { useShell } from '../app/shell-context';
import { MenuEntry } from './MenuEntry';
import { sidebarGameItems, sidebarManageItems, type MenuItem } from './menu';
import { useAvailableItems } from './use-available-items';
import { useUnreadAnnouncements } from './use-unread-announcements';

interface SidebarProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const focusable = 'a[href], button:not([disabled])';

/**
 * The announcements entry with its unread count: the number is shown, and said through the
 * entry's description, so the link keeps its name ("ประกาศ") for whoever looks for it by name.
 */
function ManageItem({ item, unread, onClose }: { item: MenuItem; unread: number | null; onClose: () => void }) {
  const descriptionId = useId();
  const counted = item.id === 'announce' && unread !== null && unread > 0;
  return (
    <li>
      <MenuEntry item={item} className="sidebar__item" onDone={onClose} describedBy={counted ? descriptionId : undefined}>
        {item.label}
        {counted ? (
          <span className="sidebar__badge" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </MenuEntry>
      {counted ? (
        <span id={descriptionId} hidden>
          ยังไม่อ่าน {unread} รายการ
        </span>
      ) : null}
    </li>
  );
}

/** The member sidebar: a modal dialog with focus kept inside; Escape or the backdrop closes it. */
export function Sidebar({ id, open, onClose }: SidebarProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { api, session } = useShell();
  // Counted only where the API has announcements: a spec-only API gets no call it lacks.
  const announcements = useCapability(session, 'announcements') === true;
  const unread = useUnreadAnnouncements(api, open && announcements);
  const manageItems = useAvailableItems(sidebarManageItems);
  const gameItems = useAvailableItems(sidebarGameItems);

  useEffect(() => {
    if (!open) return undefined;
    const returnTo = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();
    // On the document, not the panel: Escape must close it even if focus was pulled away
    // (a dialog that just closed hands focus back a moment later).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      returnTo?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="sidebar">
      <div className="sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} id={id} className="sidebar__panel" role="dialog" aria-modal="true" aria-label="เมนูสมาชิก" onKeyDown={onKeyDown}>
        <button type="button" className="sidebar__close" onClick={onClose} aria-label="ปิดเมนู">
          ✕
        </button>
        <nav aria-label="จัดการบัญชี">
          <h2 className="sidebar__heading">จัดการบัญชี</h2>
          <ul className="sidebar__list">
            {manageItems.map((item) => (
              <ManageItem key={item.id} item={item} unread={unread} onClose={onClose} />
            ))}
          </ul>
        </nav>
        <nav aria-label="เกม">
          <h2 className="sidebar__heading">เกม</h2>
          <ul className="sidebar__list sidebar__list--grid">
            {gameItems.map((item) => (
              <li key={item.id}>
                <MenuEntry item={item} className="sidebar__item" onDone={onClose} />
              </li>
            ))}
          </ul>
        </nav>
        <p className="sidebar__note">{texts.documentTitle}</p>
      </div>
    </div>
  );
}
