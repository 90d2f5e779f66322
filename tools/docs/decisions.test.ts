import fs from 'node:fs';
import path from 'node:path';

// Each architecture decision record (docs/decisions/) opens with its number and title, then a
// line with its date and status: accepted, or superseded by a later record that exists and says
// it supersedes this one; amendments name the record that amends.

const dir = path.resolve(__dirname, '..', '..', 'docs', 'decisions');
const records = fs
  .readdirSync(dir)
  .filter((file) => /^\d{4}-.*\.md$/.test(file))
  .sort();
const numbers = new Set(records.map((file) => file.slice(0, 4)));

describe('architecture decision records', () => {
  test.each(records)('%s has its title, date and status', (file) => {
    const [title = '', blank, header = ''] = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    expect(title.startsWith(`# ${file.slice(0, 4)}`)).toBe(true);
    expect(blank).toBe('');
    expect(header).toMatch(/^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by \d{4})\b/);
    for (const [, other] of header.matchAll(/(?:superseded|amended) by (\d{4})/g)) expect(numbers.has(other ?? '')).toBe(true);
    const superseded = /superseded by (\d{4})/.exec(header)?.[1];
    if (superseded) {
      const later = records.find((name) => name.startsWith(superseded)) ?? '';
      expect(fs.readFileSync(path.join(dir, later), 'utf8').split('\n')[0]).toContain(`supersedes ${file.slice(0, 4)}`);
    }
  });
});
