import { base, loadSwal, type DialogOptions } from './dialogs';
import { texts } from '../texts';

// Part of the dialogs module (the only door to sweetalert2), in a file of its own so that only
// the chunks that ask a question carry it (the member chrome's, a guarded form's page): the
// visitor bundle, whose login form shares the dialogs module, does not (issue 36).

/** A confirm dialog; resolves true when the member confirms. `labels` name its buttons (ตกลง, ยกเลิก by default). */
export async function confirmDialog(title: string, message = '', labels: { confirm?: string; cancel?: string } = {}): Promise<boolean> {
  const swal = await loadSwal();
  const result = await swal.fire({
    ...base,
    icon: 'question',
    titleText: title,
    text: message,
    showCancelButton: true,
    confirmButtonText: labels.confirm ?? texts.ok,
    cancelButtonText: labels.cancel ?? texts.cancel,
  } as DialogOptions);
  return result.isConfirmed;
}
