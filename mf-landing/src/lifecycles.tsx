import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page. tsc checks the names against the route table's
// pages of this remote (shared/src/route-pages.ts): none missing, none extra, none misspelt.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf_landing', {
  'index': () => import('./pages/IndexPage'),
  'login': () => import('./pages/LoginPage'),
  'register': () => import('./pages/RegisterPage'),
  'register-auto': () => import('./pages/RegisterAutoPage'),
  'register-otp': () => import('./pages/RegisterOtpPage'),
  'line': () => import('./pages/LinePage'),
  'line-login': () => import('./pages/LineLoginPage'),
  'line-register': () => import('./pages/LineRegisterPage'),
  'line-callback': () => import('./pages/LineCallbackPage'),
  'responsible-play': () => import('./pages/ResponsiblePlayPage'),
});
