import {
  call,
  realityCheckSetEndpoint,
  saferPlayEndpoint,
  takeBreakEndpoint,
  type ApiClient,
  type BreakLength,
  type RealityCheckMinutes,
  type SaferPlayState,
} from '@member-site/shared';

export function fetchSaferPlay(api: ApiClient): Promise<SaferPlayState> {
  return call(api, saferPlayEndpoint);
}

export function takeBreak(api: ApiClient, length: BreakLength): Promise<SaferPlayState> {
  return call(api, takeBreakEndpoint, { body: { length } });
}

export function setRealityCheck(api: ApiClient, everyMinutes: RealityCheckMinutes): Promise<SaferPlayState> {
  return call(api, realityCheckSetEndpoint, { body: { everyMinutes } });
}
