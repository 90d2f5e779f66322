import { safeExternalUrl, type LineLoginConfig } from '@member-site/shared';

/**
 * The LINE settings when LINE is offered: config.line is present and its authorize address is
 * one the browser may be sent to (https, or http on loopback for local runs). Otherwise null,
 * and every LINE button is hidden.
 */
export function lineConfig(config: { line?: LineLoginConfig | null }): LineLoginConfig | null {
  const line = config.line;
  if (!line || !line.channelId || !line.callbackUrl) return null;
  if (!safeExternalUrl(line.authorizeUrl)) {
    console.error('[mf-landing] E4 LINE authorizeUrl is not a safe address; LINE is hidden');
    return null;
  }
  return line;
}
