import type { SweetAlertOptions } from 'sweetalert2';
import { texts } from '../texts';

/**
 * Safe dialogs. Server-supplied strings go only into `titleText`/`text`, which sweetalert2 sets
 * as text, never as HTML. sweetalert2 loads on first use, without its inline-style build, so the
 * site keeps working under a strict CSP.
 */
type Swal = typeof import('sweetalert2').default;

/** sweetalert2's options, for this module's siblings (text and titleText only, as everywhere here). */
export type DialogOptions = SweetAlertOptions;

let swalPromise: Promise<Swal> | undefined;

/** sweetalert2, loaded on first use (also by `choice-dialog.ts` and `confirm-dialog.ts`, this module's lazy siblings). */
export function loadSwal(): Promise<Swal> {
  swalPromise ??= Promise.all([import('sweetalert2/dist/sweetalert2.esm.js'), import('sweetalert2/dist/sweetalert2.min.css'), import('./dialogs.css')]).then(
    ([module]) => module.default as Swal,
  );
  return swalPromise;
}

export const base: SweetAlertOptions = {
  confirmButtonText: texts.ok,
  cancelButtonText: texts.cancel,
  heightAuto: false,
  returnFocus: true,
};

async function fire(options: SweetAlertOptions): Promise<boolean> {
  const swal = await loadSwal();
  const result = await swal.fire({ ...base, ...options } as SweetAlertOptions);
  return result.isConfirmed;
}

/** Warning dialog (title คำเตือน by default) with `message` shown as text. */
export async function showWarning(message: string, title: string = texts.warningTitle): Promise<void> {
  await fire({ icon: 'warning', titleText: title, text: message });
}

/** A dialog that only the confirm button closes (no outside click, no Escape). */
export async function showBlockingNotice(title: string, message: string): Promise<void> {
  await fire({ icon: 'warning', titleText: title, text: message, allowOutsideClick: false, allowEscapeKey: false });
}

/** Shows a waiting dialog with a spinner; the returned function closes it. */
export function showWaiting(message: string = texts.pleaseWait): () => void {
  let closed = false;
  void loadSwal()
    .then((swal) => {
      if (closed) return;
      void swal.fire({
        titleText: message,
        allowOutsideClick: false,
        allowEscapeKey: false,
        showConfirmButton: false,
        heightAuto: false,
        // Opened after the caller closed it (an answer faster than the open animation), the popup
        // may already be the next dialog: its OK button must not turn into a spinner.
        didOpen: () => {
          if (!closed) swal.showLoading();
        },
      });
    })
    .catch((error: unknown) => console.error('[shared] E2 dialog could not load', error));
  return () => {
    closed = true;
    void loadSwal()
      .then((swal) => swal.close())
      .catch(() => undefined);
  };
}
