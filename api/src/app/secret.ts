import { randomBytes } from 'node:crypto';
import type { Db } from '../base/db';
import { getSetting, setSetting, settingKeys } from '../site/settings';

/**
 * The token secret kept in the database, created on first start: tokens survive restarts without
 * the operator having to set API_TOKEN_SECRET for a local run.
 */
export function storedTokenSecret(db: Db): string {
  return db
    .transaction(() => {
      const existing = getSetting(db, settingKeys.tokenSecret);
      if (existing) return existing;
      const created = randomBytes(32).toString('base64url');
      setSetting(db, settingKeys.tokenSecret, created);
      return created;
    })
    .immediate();
}
