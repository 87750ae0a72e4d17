import { codePoints, compilePattern } from './matches-schema.js';
import { parsePattern, type PatternNode, type Range } from './pattern-parser.js';

export interface PatternSampleOptions {
  minLength?: number;
  maxLength?: number;
  /** Picks other characters from each class (0: the first readable one), for distinct values. */
  variant?: number;
}

/** Characters tried first, in order, when a class allows them: readable ones before the rest. */
const PREFERRED = [...'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_-. '].map((c) => c.codePointAt(0)!);

/**
 * A string that matches a JSON Schema `pattern` (ECMAScript syntax, unanchored) within the length bounds, or
 * undefined when none is found. Deterministic and readable: each class gives its first readable character
 * (`[a-z]` → "a", `\d` → "0"), each quantifier its minimum, the first alternative that works wins (inner ones: the variant's); repeats
 * grow, first ones first, to reach minLength. A lookahead's own string is tried before and after (`(?=.*\d)` → "0"),
 * so password rules work; every result is checked against the pattern itself.
 */
export function sampleFromPattern(pattern: string, options: PatternSampleOptions = {}): string | undefined {
  const re = compilePattern(pattern);
  if (!re) return undefined;
  let tree: PatternNode;
  try {
    tree = parsePattern(pattern);
  } catch {
    return undefined;
  }
  const min = options.minLength ?? 0;
  const max = options.maxLength ?? Infinity;
  const variant = options.variant ?? 0;
  const fits = (text: string): boolean => {
    const length = codePoints(text);
    return length >= min && length <= max && re.test(text);
  };
  for (const option of tree.kind === 'alt' ? tree.options : [tree]) {
    const shortest = generate(option, variant, 0);
    const candidates = [shortest.text, shortest.ahead + shortest.text, shortest.text + shortest.ahead];
    for (const base of [...candidates]) {
      const missing = min - codePoints(base);
      if (missing <= 0) continue;
      const grown = generate(option, variant, missing);
      candidates.push(grown.text, grown.ahead + grown.text, grown.text + grown.ahead, base + 'x'.repeat(missing), 'x'.repeat(missing) + base);
    }
    const found = candidates.find(fits);
    if (found !== undefined) return found;
  }
  return undefined;
}

function inRanges(code: number, ranges: Range[]): boolean {
  return ranges.some(([lo, hi]) => code >= lo && code <= hi);
}

/** The `variant`-th readable character of a set (wrapping round), else its first printable one. */
function pick(ranges: Range[], negate: boolean, variant: number): number {
  const allowed = PREFERRED.filter((code) => inRanges(code, ranges) !== negate);
  if (allowed.length > 0) return allowed[variant % allowed.length]!;
  if (negate) {
    for (let code = 0x21; code < 0x3000; code++) if (!inRanges(code, ranges)) return code;
    throw new Error('empty negated class');
  }
  const first = ranges.find(([, hi]) => hi >= 0x20) ?? ranges[0];
  if (!first) throw new Error('empty class');
  return Math.max(first[0], Math.min(first[1], 0x20));
}

/**
 * One string for `root` (`text`), and what its positive lookaheads want to see (`ahead`); `extra` characters
 * are added by growing repeats, the first ones first.
 */
function generate(root: PatternNode, variant: number, extra: number): { text: string; ahead: string } {
  const captures = new Map<number | string, string>();
  let budget = extra;
  let ahead = '';
  const walk = (node: PatternNode): string => {
    switch (node.kind) {
      case 'empty':
        return '';
      case 'look':
        if (!node.negate) ahead += walk(node.body);
        return '';
      case 'set':
        return String.fromCodePoint(pick(node.ranges, node.negate, variant));
      case 'seq':
        return node.items.map(walk).join('');
      case 'alt':
        return walk(node.options[variant % node.options.length]!);
      case 'group': {
        const text = walk(node.body);
        if (node.index !== undefined) captures.set(node.index, text);
        if (node.name !== undefined) captures.set(node.name, text);
        return text;
      }
      case 'backref':
        return captures.get(node.ref) ?? '';
      case 'repeat': {
        let out = '';
        for (let i = 0; i < node.min; i++) out += walk(node.body);
        for (let count = node.min; budget > 0 && count < node.max; count++) {
          const piece = walk(node.body);
          if (piece === '') break;
          out += piece;
          budget -= codePoints(piece);
        }
        return out;
      }
    }
  };
  return { text: walk(root), ahead };
}
