const thaiDate = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO date as Thai text ('' when it is not a date). */
export function formatThaiDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : thaiDate.format(date);
}

/** 'start – end', or 'ตั้งแต่ start' when open-ended. */
export function dateRange(startsAt: string, endsAt: string | null): string {
  const start = formatThaiDate(startsAt);
  const end = formatThaiDate(endsAt);
  if (start && end) return `${start} – ${end}`;
  if (start) return `ตั้งแต่ ${start}`;
  return end ? `ถึง ${end}` : '';
}
