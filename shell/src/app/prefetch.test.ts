import { connectionAllowsPrefetch } from './prefetch';

describe('prefetch on this connection', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%p → %p', (connection, allowed) => {
    expect(connectionAllowsPrefetch(connection)).toBe(allowed);
  });
});
