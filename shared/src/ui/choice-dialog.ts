import { base, loadSwal, type DialogOptions } from './dialogs';

// Part of the dialogs module (the only door to sweetalert2), in a file of its own so that only
// the member chrome's lazy chunk, which alone uses it, carries it: the visitor bundle does not.

/** The three answers of `choiceDialog`; 'dismiss' when closed otherwise (Escape, outside click). */
export type Choice = 'confirm' | 'deny' | 'cancel' | 'dismiss';

/**
 * A dialog with up to three named buttons (confirm, deny, cancel), `message` shown as text.
 * Resolves with the button pressed.
 */
export async function choiceDialog(title: string, message: string, buttons: { confirm: string; deny: string; cancel: string }): Promise<Choice> {
  const swal = await loadSwal();
  const result = await swal.fire({
    ...base,
    icon: 'info',
    titleText: title,
    text: message,
    confirmButtonText: buttons.confirm,
    showDenyButton: true,
    denyButtonText: buttons.deny,
    showCancelButton: true,
    cancelButtonText: buttons.cancel,
  } as DialogOptions);
  if (result.isConfirmed) return 'confirm';
  if (result.isDenied) return 'deny';
  return result.dismiss === swal.DismissReason.cancel ? 'cancel' : 'dismiss';
}
