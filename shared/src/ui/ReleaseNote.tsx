// Set at build from RELEASE_NOTE (tools/webpack.base.cjs, every app); empty in an ordinary build.
declare const __RELEASE_NOTE__: string | undefined;
const note = typeof __RELEASE_NOTE__ === 'string' ? __RELEASE_NOTE__ : '';

/** A footer line naming the build of the app it is in ("รุ่น …"), when the build was given a note. */
export function ReleaseNote({ className }: { className: string }) {
  return note ? <p className={className}>{`รุ่น ${note}`}</p> : null;
}
