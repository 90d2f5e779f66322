import { pageStartDeadlineMs, remoteLoadBudgetMs, remoteLoadMinimumMs, remoteLoadTimeoutMs } from './registry';

describe("a remote load's time limit (issue 21: the fallback within 8 s of opening the page)", () => {
  it("counts the load of a prerendered page's remote from the page's start, never leaving less than the minimum", () => {
    expect(remoteLoadBudgetMs(true, 1_600)).toBe(pageStartDeadlineMs - 1_600);
    expect(remoteLoadBudgetMs(true, 0)).toBe(pageStartDeadlineMs);
    expect(remoteLoadBudgetMs(true, 5_000)).toBe(remoteLoadMinimumMs);
  });

  it('gives every other load (a member page on a slow phone, a later navigation) the whole limit', () => {
    expect(remoteLoadBudgetMs(false, 5_600)).toBe(remoteLoadTimeoutMs);
    expect(remoteLoadBudgetMs(false, 60_000)).toBe(remoteLoadTimeoutMs);
  });
});
