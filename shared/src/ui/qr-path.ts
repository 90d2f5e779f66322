/** The parts of a QR code the page draws: its size in modules and whether a module is dark. */
export interface QrMatrix {
  getModuleCount(): number;
  isDark(row: number, column: number): boolean;
}

/**
 * One SVG path for all dark modules: each horizontal run of dark modules in a row is one
 * rectangle (`M x y h w v 1 h -w z`), in module units. Built from isDark as plain path data,
 * so the code is drawn by React elements and never by an HTML string.
 */
export function qrPath(matrix: QrMatrix): string {
  const count = matrix.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!matrix.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && matrix.isDark(row, column)) column += 1;
      const width = column - start;
      parts.push(`M${start} ${row}h${width}v1h-${width}z`);
    }
  }
  return parts.join('');
}
