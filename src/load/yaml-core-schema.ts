/** How the `yaml` package types plain scalars, so the common-YAML reader (yaml-common.ts) types them the same. */

/** A plain scalar under the YAML 1.2 core schema, tested in the library's order. */
export function corePlain(value: string): unknown {
  // Most plain scalars are words: nothing but a sign, digit, dot, `~` or n/t/f can start another type.
  if (value !== '' && !/^[-+.0-9~nNtTfF]/.test(value)) return value;
  if (/^(?:~|[Nn]ull|NULL)?$/.test(value)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(value)) return value[0] === 't' || value[0] === 'T';
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
