import { exec, type Db } from '../base/db';

/**
 * Version 14, the back office (issue 35, ADR 0046): the logo and favicon an admin uploaded, by the
 * hash of their bytes (their URL changes with them), served as stored with their checked type.
 */
export async function siteImagesSchema(db: Db): Promise<void> {
  await exec(
    db,
    `
  CREATE TABLE IF NOT EXISTS site_images (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('logo', 'favicon')),
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  );
}
