const thaiDay = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'short', year: 'numeric' });

/** "2026-11-09" (a Bangkok day) → "9 พ.ย. 2569"; anything else comes back as it is. */
export function formatThaiDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00+07:00`);
  return Number.isNaN(ms) ? day : thaiDay.format(new Date(ms));
}

/** "9 พ.ย. 2569 – 15 พ.ย. 2569", or one day. */
export function formatThaiPeriod(from: string, to: string): string {
  return from === to ? formatThaiDay(from) : `${formatThaiDay(from)} – ${formatThaiDay(to)}`;
}
