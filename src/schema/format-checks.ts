/**
 * Checks for the common `format` values, as strict as the usual validators' full mode (ajv-formats) for the
 * shapes generated values take. Unknown formats (and `password`, `binary`…) accept anything.
 */
const STRING_CHECKS: Record<string, (text: string) => boolean> = {
  date: (t) => isDate(t),
  time: (t) => TIME.test(t),
  'date-time': (t) => {
    const [date, time, ...rest] = t.split(/t|\s/i);
    return rest.length === 0 && date !== undefined && time !== undefined && isDate(date) && TIME_WITH_ZONE.test(time);
  },
  duration: (t) => /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/.test(t),
  uri: (t) => /^[a-z][a-z0-9+.-]*:(\/\/[^\s/?#@]*(@[^\s/?#]*)?)?[^\s\\]*$/i.test(t) && !/[<>"{}|^`]/.test(t),
  url: (t) => /^(?:https?|ftp):\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.[a-z]{2,}(?::\d{2,5})?(?:\/[^\s]*)?$/i.test(t),
  'uri-reference': (t) => !/[\s\\<>"{}|^`]/.test(t),
  email: (t) => /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(t),
  hostname: (t) => /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i.test(t),
  ipv4: (t) => /^(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)$/.test(t),
  ipv6: (t) => isIpv6(t),
  uuid: (t) => /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(t),
  'json-pointer': (t) => /^(?:\/(?:[^~/]|~0|~1)*)*$/.test(t),
  'relative-json-pointer': (t) => /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/.test(t),
  byte: (t) => t.length % 4 === 0 && /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(t),
  regex: (t) => {
    if (/[^\\]\\Z/.test(t)) return false;
    try {
      new RegExp(t, 'u');
      return true;
    } catch {
      return false;
    }
  },
};

const NUMBER_CHECKS: Record<string, (n: number) => boolean> = {
  int32: (n) => Number.isInteger(n) && n <= 2 ** 31 - 1 && n >= -(2 ** 31),
  int64: (n) => Number.isInteger(n),
  float: (n) => Number.isFinite(n),
  double: (n) => Number.isFinite(n),
};

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?$/i;
const TIME_WITH_ZONE = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)$/i;
const DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > DAYS[month]!) return false;
  return !(month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)));
}

function isIpv6(text: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(text) || (text.match(/::/g) ?? []).length > 1) return false;
  const groups = text.split(':');
  const last = groups[groups.length - 1] ?? '';
  const v4 = last.includes('.');
  if (v4 && !STRING_CHECKS['ipv4']!(last)) return false;
  const hex = (v4 ? groups.slice(0, -1) : groups).filter((g) => g !== '');
  if (!hex.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  const count = hex.length + (v4 ? 2 : 0);
  return text.includes('::') ? count < 8 : count === 8;
}

/** Whether `value` satisfies `format` (values of other types than the format's pass, as in JSON Schema). */
export function formatMatches(value: string | number, format: string | undefined): boolean {
  if (format === undefined) return true;
  if (typeof value === 'string') return STRING_CHECKS[format]?.(value) ?? true;
  return NUMBER_CHECKS[format]?.(value) ?? true;
}
