/**
 * ISO 8601 dates as the API writes them: the one place that reads their parts. Input checks
 * (`dateTextProblem`) refuse what is not a real instant; output (`readInstant`) reads a stored value
 * leniently but never guesses a different day.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:([Zz])|([+-])(\d{2}):?(\d{2})))?$/;
const ISO_8601_NO_ZONE = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Why `text` is not an ISO 8601 date (when `dateOnly` allows one) or date-time with a time zone, as a
 * phrase to follow the field's name; undefined when it is one. A date that does not exist (2025-02-30)
 * is refused rather than rolled over into the next month, and a date-time without a zone is refused
 * rather than read in whatever zone the server runs in.
 */
export function dateTextProblem(text: string, dateOnly: boolean): string | undefined {
  const got = ` (got "${text.slice(0, 40)}")`;
  const example = dateOnly
    ? 'an ISO 8601 date or date-time with a time zone, such as 2025-03-01 or 2025-03-01T10:00:00Z'
    : 'an ISO 8601 date-time with a time zone, such as 2025-03-01T10:00:00Z';
  if (ISO_8601_NO_ZONE.test(text)) return `needs a time zone: add Z for UTC or an offset such as -07:00${got}`;
  const m = ISO_8601.exec(text);
  if (!m || (!dateOnly && m[4] === undefined)) return `must be ${example}${got}`;
  const part = (i: number) => (m[i] === undefined ? 0 : Number(m[i]));
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [part(1), part(2), part(3), part(4), part(5), part(6), part(9), part(10)];
  if (month < 1 || month > 12) return `names a month that does not exist (${m[2]})${got}`;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day < 1 || day > days) return `names a day that does not exist: ${MONTHS[month - 1]} ${m[1]} has ${days} days${got}`;
  if (hour > 23 || minute > 59 || second > 59) return `names a time of day that does not exist${got}`;
  if (offsetHours > 23 || offsetMinutes > 59) return `names a time zone offset that does not exist${got}`;
  return undefined;
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
  const text = ISO_8601_NO_ZONE.test(value) ? `${value}Z` : value;
  if (dateTextProblem(text, true) !== undefined) return null;
  // Date.parse reads the RFC 3339 form; the API's other spellings (a space for the T, an offset
  // without its colon) are written into it first.
  return instant(new Date(text.replace(/^(.{10})[Tt ]/, '$1T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2')));
}

function instant(d: Date): Date | null {
  return Number.isNaN(d.getTime()) ? null : d;
}
