import type { PageLoader, PageMap } from '@member-site/shared';

// One lazy chunk per page. tsc checks the names against the route table's pages of this remote
// (shared/src/route-pages.ts): none missing, none extra, none misspelt. The prerendered pages'
// chunks are named (page-<name>): the build lists their files for the prerendered head (ADR 0025).
export const pages: PageMap<'mf_landing', PageLoader> = {
  index: () => import(/* webpackChunkName: "page-index" */ './pages/IndexPage'),
  login: () => import(/* webpackChunkName: "page-login" */ './pages/LoginPage'),
  register: () => import(/* webpackChunkName: "page-register" */ './pages/RegisterPage'),
  'register-auto': () => import('./pages/RegisterAutoPage'),
  'register-otp': () => import('./pages/RegisterOtpPage'),
  line: () => import('./pages/LinePage'),
  'line-login': () => import('./pages/LineLoginPage'),
  'line-register': () => import('./pages/LineRegisterPage'),
  'line-callback': () => import('./pages/LineCallbackPage'),
  'responsible-play': () => import('./pages/ResponsiblePlayPage'),
};
