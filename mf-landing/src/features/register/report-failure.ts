import { apiErrorCodes, isApiError, texts } from '@member-site/shared';
import { warnOrInline } from './warn';

/** The fields a server answer can point at; both register forms have them. */
type ErrorField = 'phone' | 'bankAccount';

/**
 * Where a server answer is shown, and which other fields it may be about. A phone or account
 * already registered is one answer for both (ADR 0035): shown at the phone, the first of the two,
 * until the visitor changes either.
 */
const fieldOfError: Partial<Record<string, { field: ErrorField; alsoClearedBy: ErrorField[] }>> = {
  [apiErrorCodes.alreadyRegistered]: { field: 'phone', alsoClearedBy: ['bankAccount'] },
};

export interface FailureTarget {
  setServerError(field: ErrorField, message: string, alsoClearedBy?: readonly ErrorField[]): void;
  focus(field: ErrorField): void;
}

/**
 * Tells the visitor why registering failed: the server's Thai message in the warning dialog (the
 * Thai network message when there was no answer), and, for a phone or account already taken,
 * the same message under the phone, which gets the focus. Nothing typed is touched.
 */
export async function reportRegisterFailure(
  error: unknown,
  form: FailureTarget,
  showInline: (message: string) => void,
  isMounted: () => boolean,
): Promise<void> {
  if (!isApiError(error)) {
    await warnOrInline(texts.networkError, showInline);
    return;
  }
  const target = fieldOfError[error.code];
  if (target) {
    const { field, alsoClearedBy } = target;
    form.setServerError(field, error.message, alsoClearedBy);
    // Focus first: the dialog hands the focus back to what had it when it opened (after its own
    // short delay), so the visitor lands in the field to correct.
    if (isMounted()) form.focus(field);
  }
  await warnOrInline(error.message, showInline);
}
