import { createRemoteApp } from '@member-site/shared';

// The exposed `./app`: one lazy chunk per page, named as in the shared route table.
export const { bootstrap, mount, unmount, update } = createRemoteApp('mf-landing', {
  'index': () => import('./pages/IndexPage'),
  'login': () => import('./pages/LoginPage'),
  'register': () => import('./pages/RegisterPage'),
  'register-auto': () => import('./pages/RegisterAutoPage'),
  'register-otp': () => import('./pages/RegisterOtpPage'),
  'line': () => import('./pages/LinePage'),
  'line-login': () => import('./pages/LineLoginPage'),
  'line-register': () => import('./pages/LineRegisterPage'),
  'line-callback': () => import('./pages/LineCallbackPage'),
});
