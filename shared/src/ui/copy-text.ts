/**
 * Copies `text` to the clipboard. Where the Clipboard API is missing or refused (an http page,
 * an old in-app browser), the text in `element` is selected so the visitor can copy it by hand.
 */
export async function copyText(text: string, element: HTMLElement | null): Promise<'copied' | 'selected'> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused: fall back to selecting the text.
  }
  if (element) {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    try {
      if (typeof document.execCommand === 'function' && document.execCommand('copy')) return 'copied';
    } catch {
      // Some browsers throw instead of answering false.
    }
  }
  return 'selected';
}
