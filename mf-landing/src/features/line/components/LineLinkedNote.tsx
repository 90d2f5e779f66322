import type { LineRegistration } from '../storage';
import { lineTexts } from '../texts';
import { LineIcon } from './LineButton';

/** Tells the visitor which LINE account the new member will be linked to (its name as text). */
export function LineLinkedNote({ registration }: { registration: LineRegistration }) {
  const name = registration.displayName.trim();
  return (
    <div className="ml-line-note" role="status">
      <LineIcon />
      <div>
        <p className="ml-line-note__name">{name ? lineTexts.linked(name) : lineTexts.linkedNoName}</p>
        {registration.fromLogin ? <p className="ml-line-note__hint">{lineTexts.notYetMember}</p> : null}
      </div>
    </div>
  );
}
