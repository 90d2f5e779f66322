// Browser-safe rules of the account forms (no schema library here): the page ticks them as the
// member types, the API enforces the same functions.

/** Longest support-ticket message or reply, in characters (code points). */
export const ticketMessageMax = 1000;

/** Longest optional reference of a ticket (a deposit id, say). */
export const ticketReferenceMax = 64;

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
