import { defaultRuntimeConfig, type RuntimeConfig } from '../contract/runtime-config';
import type { PageProps } from '../remote/props';
import { createFakeApi, type FakeApi } from './fake-api';
import { createFakeSession, type FakeSession } from './fake-session';

/** A runtime config for tests: one allowed game origin, a recognisable site title. */
export const testConfig: RuntimeConfig = {
  ...defaultRuntimeConfig,
  apiUrl: 'https://api.test',
  siteTitle: 'ทดสอบเบท',
  gameOrigins: ['https://games.example.com'],
};

export type TestPageProps = PageProps & {
  session: FakeSession;
  api: FakeApi;
  navigate: jest.Mock<void, Parameters<PageProps['navigate']>>;
  onPageReady: jest.Mock<void, []>;
  onPageError: jest.Mock<void, [unknown]>;
};

/**
 * Page props as the shell passes them: a fake session, a fake API that knows no path until told,
 * the test config, and recording `navigate`, `onPageReady` and `onPageError`.
 */
export function createPageProps(overrides: Partial<TestPageProps> = {}): TestPageProps {
  return {
    page: 'index',
    params: {},
    search: '',
    session: createFakeSession(),
    api: createFakeApi(),
    config: testConfig,
    navigate: jest.fn(),
    onPageReady: jest.fn(),
    onPageError: jest.fn(),
    ...overrides,
  };
}
