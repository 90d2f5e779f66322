/**
 * A `<input type="datetime-local">` value ("2026-12-01T00:00") read as Bangkok time, as an instant
 * with its offset ("2026-12-01T00:00:00+07:00"): without one the API would read it in its own
 * zone. Bangkok keeps no daylight saving, so +07:00 holds all year. '' stays ''.
 */
export function bangkokInstant(local: string): string {
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T([0-9]{2}:[0-9]{2})(:[0-9]{2})?/.exec(local.trim());
  if (!match) return '';
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}+07:00`;
}
