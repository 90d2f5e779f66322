import crypto from 'node:crypto';
import fs from 'node:fs';

/**
 * Writes `file` whole or not at all (a temp file renamed over it): readers never see half of it.
 * @param {string} file
 * @param {string | NodeJS.ArrayBufferView} text
 * @param {number} [mode]
 */
export function writeAtomic(file, text, mode) {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, text, mode ? { mode } : undefined);
  fs.renameSync(temp, file);
}
