// A bank export shows who sent a transfer by the last few digits of their account and, often,
// their name cut short ("จาก X3360 นาย สมชาย ใจดี++"). Four digits alone fit many accounts, so a
// statement line that names its sender credits only a member whose registered account name agrees
// (docs/statement-imports.md). A name in another script (a Thai account name, an English export)
// says nothing either way and excludes nobody: the line is then matched on the digits alone.

/** Titles banks and members put before a name: Thai ones run into the name, English ones end with a dot or a space. */
const title = /^(?:นางสาว|นาง|นาย|น\.ส\.|ด\.ช\.|ด\.ญ\.|บจก\.|หจก\.|(?:MISS|MRS|MR|MS)(?:\.|\s))\s*/;

const thaiLetters = /[\u0E01-\u0E4E]/;
const latinLetters = /[A-Z]/;

/** The name's letters only, upper-cased, without a leading title and the bank's "++" of a cut name. */
export function nameKey(name: string): string {
  const text = name
    .normalize('NFC')
    .toUpperCase()
    .replace(/\+\+.*$/, '')
    .trim()
    .replace(title, '');
  return text.replace(/[^\u0E01-\u0E4EA-Z]/g, '');
}

const scriptOf = (key: string): 'thai' | 'latin' | 'mixed' | 'none' => {
  const thai = thaiLetters.test(key);
  const latin = latinLetters.test(key);
  return thai && latin ? 'mixed' : thai ? 'thai' : latin ? 'latin' : 'none';
};

/** Shorter than this, a name shown is too little to compare. */
const minimumLetters = 3;

/**
 * Whether the name a statement line shows can be the registered account name: the same letters
 * from the start (the bank cuts names), titles and spaces aside. A name in another script, or too
 * short to tell, never excludes a member.
 */
export function senderNameFits(shown: string | undefined, accountName: string | null): boolean {
  if (!shown || !accountName) return true;
  const line = nameKey(shown);
  const account = nameKey(accountName);
  if (line.length < minimumLetters || account.length < minimumLetters) return true;
  const script = scriptOf(line);
  if (script !== scriptOf(account) || script === 'mixed' || script === 'none') return true;
  return line.length <= account.length ? account.startsWith(line) : line.startsWith(account);
}
