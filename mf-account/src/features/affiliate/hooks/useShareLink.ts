import { useCallback, useState, type RefObject } from 'react';
import { copyText, openExternal } from '@member-site/shared';
import { affiliateTexts } from '../texts';

/** LINE's share page: used where the browser has no Web Share API (most desktops). */
export function lineShareUrl(link: string): string {
  return `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`;
}

const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Copy (with "คัดลอกแล้ว", or the link selected for a manual copy) and share: the Web Share API
 * where there is one, else LINE's share page in a new tab. Cancelling the share sheet is no error.
 */
export function useShareLink(link: string, linkElement: RefObject<HTMLElement | null>) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'selected'>('idle');
  const webShare = canShare();

  const copy = useCallback(async () => {
    setCopyState(await copyText(link, linkElement.current));
  }, [link, linkElement]);

  const share = useCallback(async () => {
    if (!webShare) {
      openExternal(lineShareUrl(link));
      return;
    }
    try {
      await navigator.share({ title: affiliateTexts.linkTitle, text: affiliateTexts.shareText, url: link });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('[mf-account] E10 the share sheet failed; LINE share opens instead', error);
      openExternal(lineShareUrl(link));
    }
  }, [link, webShare]);

  return { copyState, copy, share, webShare };
}
