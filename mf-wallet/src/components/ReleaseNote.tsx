import { walletTexts } from '../lib/texts';

// Set at build from RELEASE_NOTE (mf-wallet/webpack.config.cjs); empty in an ordinary build.
declare const __RELEASE_NOTE__: string | undefined;
const note = typeof __RELEASE_NOTE__ === 'string' ? __RELEASE_NOTE__ : '';

/** A footer line naming this build of the wallet ("รุ่น …"), when the build was given a note. */
export function ReleaseNote() {
  return note ? <p className="mw-release-note">{walletTexts.releaseNote(note)}</p> : null;
}
