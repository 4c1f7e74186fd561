/**
 * ISO 8601 dates as the API writes them: the one place that reads their parts. Input checks
 * (`dateTextProblem`) refuse what is not a real instant; output (`readInstant`) reads a stored value
 * leniently but never guesses a different day.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Date, then optionally a time (`T`, `t` or a space) with seconds and their fraction, and a zone (`Z`, `+02:00`, `+0200`). */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;

/** The parts of an ISO 8601 date or date-time (zone optional), or why they name no instant. */
type Parts = { ms: number } | { problem: (got: string) => string };

function partsOf(m: RegExpExecArray): Parts {
  const part = (i: number) => (m[i] === undefined ? 0 : Number(m[i]));
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [part(1), part(2), part(3), part(4), part(5), part(6), part(10), part(11)];
  if (month < 1 || month > 12) return { problem: (got) => `names a month that does not exist (${m[2]})${got}` };
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day < 1 || day > days) return { problem: (got) => `names a day that does not exist: ${MONTHS[month - 1]} ${m[1]} has ${days} days${got}` };
  if (hour > 23 || minute > 59 || second > 59) return { problem: (got) => `names a time of day that does not exist${got}` };
  if (offsetHours > 23 || offsetMinutes > 59) return { problem: (got) => `names a time zone offset that does not exist${got}` };
  // Milliseconds from the fraction's first three digits (Date.parse keeps no more either).
  const millis = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  const offset = m[9] === undefined ? 0 : (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: that reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return { ms: date.getTime() - offset };
}

/**
 * Why `text` is not an ISO 8601 date (when `dateOnly` allows one) or date-time with a time zone, as a
 * phrase to follow the field's name; undefined when it is one. A date that does not exist (2025-02-30)
 * is refused rather than rolled over into the next month, and a date-time without a zone is refused
 * rather than read in whatever zone the server runs in.
 */
export function dateTextProblem(text: string, dateOnly: boolean): string | undefined {
  const got = () => ` (got "${text.slice(0, 40)}")`;
  const m = ISO_8601.exec(text);
  if (m && m[4] !== undefined && m[8] === undefined && m[9] === undefined) return `needs a time zone: add Z for UTC or an offset such as -07:00${got()}`;
  if (!m || (!dateOnly && m[4] === undefined)) {
    const example = dateOnly
      ? 'an ISO 8601 date or date-time with a time zone, such as 2025-03-01 or 2025-03-01T10:00:00Z'
      : 'an ISO 8601 date-time with a time zone, such as 2025-03-01T10:00:00Z';
    return `must be ${example}${got()}`;
  }
  const parts = partsOf(m);
  return 'problem' in parts ? parts.problem(got()) : undefined;
}

/**
 * A stored date or date-time as its instant, or null when it names none: a day or time that does not
 * exist is null, never rolled over into the next month. A date alone is its midnight at UTC, and a
 * date-time stored without a zone is read at UTC, so every instance of the gateway reads it alike
 * whatever zone its machine runs in. A number is milliseconds since 1970.
 */
export function readInstant(value: unknown): Date | null {
  if (typeof value === 'number') return instant(new Date(value));
  if (typeof value !== 'string') return null;
  const m = ISO_8601.exec(value);
  if (!m) return null;
  const parts = partsOf(m);
  return 'ms' in parts ? instant(new Date(parts.ms)) : null;
}

function instant(d: Date): Date | null {
  return Number.isNaN(d.getTime()) ? null : d;
}
