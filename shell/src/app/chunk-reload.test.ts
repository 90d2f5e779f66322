import { reloadForChunkError, reloadGuardMs } from './chunk-reload';

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('chunk-load reload guard', () => {
  const reload = jest.fn();
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  beforeEach(() => {
    reload.mockClear();
    window.sessionStorage.clear();
  });

  it('reloads on a failed chunk load, at most once per 60 s', () => {
    expect(reloadForChunkError(chunkError, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(chunkError, 1_000_000 + reloadGuardMs - 1, reload)).toBe(false);
    expect(reloadForChunkError(chunkError, 1_000_000 + reloadGuardMs, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the error page', () => {
    expect(reloadForChunkError(new Error('boom'), Date.now(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
