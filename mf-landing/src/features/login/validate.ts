import type { LoginRequest } from '@member-site/shared';
import { loginTexts } from './texts';

export interface LoginErrors {
  username?: string;
  password?: string;
}

/** The request to send (username trimmed) and the Thai message of each empty field. */
export function validateLogin(username: string, password: string): { request: LoginRequest; errors: LoginErrors } {
  const request = { username: username.trim(), password };
  const errors: LoginErrors = {};
  if (request.username === '') errors.username = loginTexts.usernameRequired;
  if (request.password === '') errors.password = loginTexts.passwordRequired;
  return { request, errors };
}
