import { randomBytes } from 'node:crypto';
import { transaction, type Db } from '../base/db';
import { getSetting, setSetting, settingKeys } from '../site/settings';

/**
 * The token secret kept in the database, created on first start: tokens survive restarts without
 * the operator having to set API_TOKEN_SECRET for a local run.
 */
export async function storedTokenSecret(db: Db): Promise<string> {
  return transaction(db, async (tx) => {
    const existing = await getSetting(tx, settingKeys.tokenSecret);
    if (existing) return existing;
    const created = randomBytes(32).toString('base64url');
    await setSetting(tx, settingKeys.tokenSecret, created);
    return created;
  });
}
