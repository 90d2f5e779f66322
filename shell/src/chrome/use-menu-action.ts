import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmDialog, hasCapability, openExternal, routePath, safeExternalUrl, showWarning, texts } from '@member-site/shared';
import { useShell } from '../app/shell-context';
import { launchGame } from './game-launch';
import type { MenuAction } from './menu';

/** Runs a menu item's action; `from` tells the game launcher which menu asked. */
export function useMenuAction(from: 'menu' | 'playgame' = 'menu') {
  const services = useShell();
  const navigate = useNavigate();
  return useCallback(
    async (action: MenuAction): Promise<void> => {
      switch (action.kind) {
        case 'route':
          navigate(routePath(action.name));
          return;
        case 'game':
          await launchGame(action.game, services, from);
          return;
        case 'chat': {
          const url = safeExternalUrl(services.session.contact.getValue()?.url);
          if (url) openExternal(url);
          else await showWarning(texts.remoteUnavailable);
          return;
        }
        // The affiliate page when the API has one and the programme is open; the spec's warning otherwise.
        case 'referFriend':
          if (services.session.website.getValue()?.affiliateEnabled && hasCapability(services.session.capabilities.getValue(), 'affiliate'))
            navigate(routePath('affiliate'));
          else await showWarning(texts.referFriendClosed);
          return;
        case 'logout':
          if (await confirmDialog('ต้องการออกจากระบบใช่หรือไม่?')) navigate(routePath('logout'));
          return;
      }
    },
    [services, navigate, from],
  );
}
