import type { Labels } from './en.js';

const completed = new WeakMap<Labels, WeakMap<object, Labels>>();

/**
 * `t` completed with a lazy part's English labels (components/i18n/parts/): a locale table already has the
 * part's keys and is returned as is; the English table (with any `labels` overrides) gets the part's English
 * under it, built once per table.
 */
export function withEnglish(t: Labels, part: object): Labels {
  let byPart = completed.get(t);
  if (!byPart) completed.set(t, (byPart = new WeakMap()));
  let out = byPart.get(part);
  if (!out) byPart.set(part, (out = Object.keys(part).every((key) => key in t) ? t : { ...part, ...t }));
  return out;
}
