import { routeLead } from '../route-leads';
import { routes, type RouteName } from '../routes';

/**
 * A member page's heading and lead (ADR 0060). The page draws them before any answer of its own;
 * the shell draws the same two where the page will be, in the server's first HTML and while the
 * page's code loads (shell/src/app/page-placeholder.ts), so they never move when the page takes over.
 */
export function PageHeader({ name }: { name: RouteName }) {
  const lead = routeLead(name);
  return (
    <>
      <h1>{routes[name].title}</h1>
      {lead ? <p className="ms-lead">{lead}</p> : null}
    </>
  );
}
