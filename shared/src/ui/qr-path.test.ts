import { qrPath } from './qr-path';

function matrix(rows: string[]) {
  return { getModuleCount: () => rows.length, isDark: (r: number, c: number) => rows[r]?.[c] === '#' };
}

describe('qrPath', () => {
  it('draws each horizontal run of dark modules as one rectangle, in module units', () => {
    expect(qrPath(matrix(['##.', '.#.', '###']))).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h3v1h-3z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrPath(matrix(['..', '..']))).toBe('');
  });
});
