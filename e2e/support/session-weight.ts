import type { Page } from '@playwright/test';
// @ts-expect-error plain ESM module without types
import * as sessionWalk from '../../tools/bench/session-walk.mjs';

/**
 * The long session's walk and weight (tools/bench/session-walk.mjs, shared with `npm run
 * bench:session`), typed for the tests: the same steps, measures and bounds in both.
 */
export interface Weight {
  listeners: number;
  nodes: number;
  documents: number;
  heapBytes: number;
}

export interface Step {
  via: 'bottom bar' | 'sidebar' | 'top bar' | 'quick links';
  link: string;
  heading: string;
}

export interface SessionLog {
  realityChecks: number;
  requests: Record<string, number>;
}

interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
}

export const { bounds, followRequests, judge, lap, liveFor, lobby, report, settle, startHeading, startPath, walk, warmUpNavigations, weigh } = sessionWalk as {
  bounds: { listeners: number; heapBytes: number; nodesShare: number };
  lap: readonly Step[];
  lobby: { path: string; heading: string; back: Step };
  startPath: string;
  startHeading: string;
  warmUpNavigations: number;
  followRequests(page: Page): Promise<void>;
  judge(before: Weight, after: Weight): { growth: Omit<Weight, 'documents'>; broken: string[] };
  liveFor(page: Page, ms: number, options: { log: SessionLog; everyHour?: (hour: number) => Promise<void>; stepMs?: number }): Promise<void>;
  report(before: Weight, after: Weight, count: number, unit: string): string;
  settle(page: Page): Promise<void>;
  walk(page: Page, navigations: number): Promise<void>;
  weigh(cdp: CdpSession): Promise<Weight>;
};
