import type { ReactNode } from 'react';
import '../../../styles/base.css';
import '../line.css';

/** LINE pages sit in the shell's background layout, which already draws <main>. */
export function LinePageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="ml-page ml-page--plain">
      <div className="ml-container ml-line-page">{children}</div>
    </div>
  );
}
