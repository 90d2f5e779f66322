// Browser-safe rules of the account forms (no schema library here): the page ticks them as the
// member types, the API enforces the same functions.

/** Longest support-ticket message or reply, in characters (code points). */
export const ticketMessageMax = 1000;

/** Longest optional reference of a ticket (a deposit id, say). */
export const ticketReferenceMax = 64;

/** Longest promotion code a member may type (before trimming: a pasted code may carry spaces). */
export const promotionCodeInputMax = 64;

/** A promotion code as the API stores it: 3–32 letters, digits, "-" or "_", compared in capitals. */
export const promotionCodePattern = /^[A-Z0-9_-]{3,32}$/;

/** What the member typed, as the API compares it: trimmed, in capitals. */
export function normalizePromotionCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export const passwordLength = { min: 8, max: 64 } as const;

/** The rules a new password meets or not, in the order the page lists them. */
export interface PasswordRules {
  /** 8–64 characters, none of them invisible control characters. */
  length: boolean;
  lettersAndDigits: boolean;
  notUsername: boolean;
  notCurrent: boolean;
}

/** Registration's rules (length, letters and digits) plus a change's own two. */
export function passwordRules(password: string, username: string, current: string): PasswordRules {
  const length = [...password].length;
  return {
    // Control characters cannot be typed into a form; refusing them avoids invisible passwords.
    length: length >= passwordLength.min && length <= passwordLength.max && !/\p{Cc}/u.test(password),
    lettersAndDigits: /\p{L}/u.test(password) && /[0-9]/.test(password),
    notUsername: password.toLowerCase() !== username.toLowerCase(),
    notCurrent: password === '' || password !== current,
  };
}
