/** How the `yaml` package types plain scalars, so the common-YAML reader (yaml-common.ts) types them the same. */

const TILDE = 0x7e;

/**
 * A plain scalar under the YAML 1.2 core schema. Only a null can start with `n`, `N` or `~`, only a boolean with
 * `t`, `T`, `f` or `F`, and only a number with a sign, a digit or a dot, so the first character picks the one
 * test that can match (rather than all eight for a word such as `type`); numbers are tested in the library's order.
 */
export function corePlain(value: string): unknown {
  const c = value.charCodeAt(0);
  if (value === '' || c === TILDE || c === 0x6e || c === 0x4e) return /^(?:~|[Nn]ull|NULL)?$/.test(value) ? null : value;
  if (c === 0x74 || c === 0x54 || c === 0x66 || c === 0x46) {
    return /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(value) ? c === 0x74 || c === 0x54 : value;
  }
  const numeric = c === 0x2b || c === 0x2d || c === 0x2e || (c >= 0x30 && c <= 0x39);
  return numeric ? coreNumber(value) : value;
}

function coreNumber(value: string): unknown {
  if (/^0o[0-7]+$/.test(value)) return parseInt(value.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(value)) return parseInt(value, 10);
  if (/^0x[0-9a-fA-F]+$/.test(value)) return parseInt(value.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(value)) {
    if (value.slice(-3).toLowerCase() === 'nan') return NaN;
    return value[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(value)) return parseFloat(value);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(value)) return parseFloat(value);
  return value;
}
