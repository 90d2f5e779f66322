// The test kit, `@member-site/shared/testing`: for *.test.ts(x) files only (lint enforces it).
export { apiError, createFakeApi, failWith, memberAnswers } from './fake-api';
export type { AnswerTable, FakeApi, FakeCall, FakeHandler, FakeRequest } from './fake-api';
export { fakePageApp } from './fake-page-app';
export type { FakePageApp } from './fake-page-app';
export { createFakeSession, fakeLoginToken, FakeStream } from './fake-session';
export type { FakeSession } from './fake-session';
export { createPageProps, renderPage, testConfig } from './page-props';
export type { NavigateMock, PageRenderResult, PagePropsOptions, TestPageProps } from './page-props';
export { createTestQueryClient, renderStaffPage, staffIdentity } from './staff';
export type { StaffIdentityOptions, StaffRenderOptions, StaffRenderResult } from './staff';
