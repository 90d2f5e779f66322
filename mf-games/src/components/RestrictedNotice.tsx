import { restrictedGamesText, restrictionText, type Restriction } from '@member-site/shared';

/** Why the games (or the wheel) are disabled during a break or self-exclusion, and until when. */
export function RestrictedNotice({ restriction }: { restriction: Restriction }) {
  return (
    <p className="ms-warning mg-restricted" role="status">
      {restrictionText(restriction)} {restrictedGamesText}
    </p>
  );
}
