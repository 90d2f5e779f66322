import { useId, type ReactNode } from 'react';
import { staffRoutes, type StaffRouteName } from '../routes';
import './staff.css';

/**
 * A staff page: its one <h1>, the route table's title (never written twice), an optional line
 * under it, then its content. The back office's frame around it gives the <main>.
 */
export function StaffPage({ route, intro, children }: { route: StaffRouteName; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="bo-page">
      <h1 className="bo-title">{staffRoutes[route].title}</h1>
      {intro ? <p className="bo-intro">{intro}</p> : null}
      {children}
    </div>
  );
}

/** A part of a staff page under its <h2>, named by it. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="bo-section" aria-labelledby={id}>
      <div className="bo-section__head">
        <h2 id={id} className="bo-h2">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
