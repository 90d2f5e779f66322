import { routes, type RouteDef, type RouteName } from '../routes';

/**
 * A member page's heading and lead, from the route table (ADR 0060). The page draws them before
 * any answer of its own; the shell draws the same two where the page will be, in the server's
 * first HTML and while the page's code loads (shell/src/app/page-placeholder.ts), so they never
 * move when the page takes over.
 */
export function PageHeader({ name }: { name: RouteName }) {
  const route: RouteDef = routes[name];
  return (
    <>
      <h1>{route.title}</h1>
      {route.lead ? <p className="ms-lead">{route.lead}</p> : null}
    </>
  );
}
