/**
 * What the page gets for `import … from 'react-router-dom'` (ADR 0036). The router is one shared
 * singleton like React, and a shared module keeps every export it has: the whole package is about
 * 57 KB brotli, this part about 14. Every app's build maps `react-router-dom` to this module
 * (tools/webpack.base.cjs), so teams import from the package as in any React app; a name not
 * listed here fails the build, and adding it is one line here.
 *
 * It imports `react-router`, not `react-router-dom`: the build's share of `react-router-dom` is
 * this very module.
 */
export {
  createPath,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  parsePath,
  Route,
  Router,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavigateOptions, Navigator, NavLinkProps, Params, Path, To } from 'react-router';
