// Instants as Thai text, shared by the pages (through format.ts) and the API's Thai messages
// (through @member-site/shared/contract): one way to write them, no dependencies. Money as Thai
// text is the money rule's (money.ts).

// Made on first use: a module-level `new Intl…` would keep this whole module in every bundle that
// imports anything from it (a constructor call is a side effect to the minifier).
let thaiDateTime: Intl.DateTimeFormat | null = null;
const thaiDateTimeOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** "24 พ.ย. 2569 00:05": Buddhist-era year, 24-hour time, Asia/Bangkok whatever the device's zone. */
export function formatThaiDateTime(iso: string): string {
  const date = new Date(iso);
  thaiDateTime ??= new Intl.DateTimeFormat('th-TH-u-ca-buddhist', thaiDateTimeOptions);
  return Number.isNaN(date.getTime()) ? iso : thaiDateTime.format(date);
}
