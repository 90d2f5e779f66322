import { showWarning } from '@member-site/shared';

/**
 * The warning dialog with `message` as text; when the dialog itself cannot load (offline, a new
 * deploy), the message is shown inside the form instead so it is never lost.
 */
export async function warnOrInline(message: string, inline: (message: string) => void): Promise<void> {
  try {
    await showWarning(message);
  } catch {
    inline(message);
  }
}
