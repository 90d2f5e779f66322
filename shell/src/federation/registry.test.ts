import { pageStartDeadlineMs, remoteLoadBudgetMs, remoteLoadMinimumMs, remoteLoadTimeoutMs } from './registry';

describe("a remote load's time limit (issue 21: the fallback within 8 s of opening the page)", () => {
  it('counts a load started while the page starts from the page start', () => {
    expect(remoteLoadBudgetMs(1_600)).toBe(4_400);
    expect(remoteLoadBudgetMs(2_500)).toBe(3_500);
  });

  it('gives a load late in the start its minimum, and a later one the whole limit', () => {
    expect(remoteLoadBudgetMs(6_500)).toBe(remoteLoadMinimumMs);
    expect(remoteLoadBudgetMs(0)).toBe(pageStartDeadlineMs);
    expect(remoteLoadBudgetMs(60_000)).toBe(remoteLoadTimeoutMs);
  });
});
