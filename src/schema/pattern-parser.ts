/**
 * A parser for the regular expressions of JSON Schema `pattern` (ECMAScript syntax): enough of it to generate
 * matching strings. It assumes the pattern already compiled as a RegExp; it throws on what it does not model
 * (negated class escapes inside a class, most Unicode properties).
 */
export type Range = [number, number];
export type PatternNode =
  | { kind: 'set'; ranges: Range[]; negate: boolean }
  | { kind: 'seq'; items: PatternNode[] }
  | { kind: 'alt'; options: PatternNode[] }
  | { kind: 'group'; body: PatternNode; index?: number; name?: string }
  | { kind: 'repeat'; body: PatternNode; min: number; max: number }
  | { kind: 'backref'; ref: number | string }
  | { kind: 'look'; body: PatternNode; negate: boolean }
  | { kind: 'empty' };

const EMPTY: PatternNode = { kind: 'empty' };
const DIGIT: Range[] = [[0x30, 0x39]];
const WORD: Range[] = [[0x61, 0x7a], [0x41, 0x5a], [0x30, 0x39], [0x5f, 0x5f]];
const SPACE: Range[] = [[0x20, 0x20], [0x09, 0x0d], [0xa0, 0xa0], [0x2028, 0x2029], [0xfeff, 0xfeff]];
const LINE_ENDS: Range[] = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];
const LETTER: Range[] = [[0x61, 0x7a], [0x41, 0x5a]];

export function parsePattern(pattern: string): PatternNode {
  return new Parser(pattern).parse();
}

class Parser {
  private pos = 0;
  private groups = 0;

  constructor(private readonly src: string) {}

  parse(): PatternNode {
    const node = this.alternation();
    if (this.pos < this.src.length) throw new Error(`unexpected ${this.src[this.pos]}`);
    return node;
  }

  private alternation(): PatternNode {
    const options = [this.sequence()];
    while (this.src[this.pos] === '|') {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (this.pos < this.src.length && this.src[this.pos] !== '|' && this.src[this.pos] !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  }

  private quantified(body: PatternNode): PatternNode {
    const c = this.src[this.pos];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.pos++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{' && /^\{\d+(,\d*)?\}/.test(this.src.slice(this.pos))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos))!;
      this.pos += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    } else {
      return body;
    }
    if (this.src[this.pos] === '?') this.pos++;
    return { kind: 'repeat', body, min, max };
  }

  private atom(): PatternNode {
    const c = this.src[this.pos]!;
    this.pos++;
    switch (c) {
      case '^':
      case '$':
        return EMPTY;
      case '.':
        return { kind: 'set', ranges: LINE_ENDS, negate: true };
      case '[':
        return this.characterClass();
      case '(':
        return this.group();
      case '\\':
        return this.escape(false);
      default: {
        const code = this.src.codePointAt(this.pos - 1)!;
        if (code > 0xffff) this.pos++;
        return { kind: 'set', ranges: [[code, code]], negate: false };
      }
    }
  }

  private group(): PatternNode {
    let index: number | undefined;
    let name: string | undefined;
    let look: 'ahead' | 'behind' | undefined;
    let negate = false;
    if (this.src.startsWith('?:', this.pos)) this.pos += 2;
    else if (/^\?<?[=!]/.test(this.src.slice(this.pos))) {
      look = this.src[this.pos + 1] === '<' ? 'behind' : 'ahead';
      this.pos += look === 'behind' ? 2 : 1;
      negate = this.src[this.pos] === '!';
      this.pos++;
    } else if (this.src.startsWith('?<', this.pos)) {
      const end = this.src.indexOf('>', this.pos);
      name = this.src.slice(this.pos + 2, end);
      this.pos = end + 1;
      index = ++this.groups;
    } else index = ++this.groups;
    const body = this.alternation();
    if (this.src[this.pos] !== ')') throw new Error('unclosed group');
    this.pos++;
    if (look === 'ahead') return { kind: 'look', body, negate };
    if (look) return EMPTY;
    const group: PatternNode = { kind: 'group', body };
    if (index !== undefined) group.index = index;
    if (name !== undefined) group.name = name;
    return group;
  }

  /** After a backslash. Class escapes give sets; `\b` is a backspace in a class and a boundary outside. */
  private escape(inClass: boolean): PatternNode {
    const c = this.src[this.pos]!;
    this.pos++;
    const set = (ranges: Range[], negate = false): PatternNode => ({ kind: 'set', ranges, negate });
    const char = (code: number): PatternNode => set([[code, code]]);
    switch (c) {
      case 'd': return set(DIGIT);
      case 'D': return set(DIGIT, true);
      case 'w': return set(WORD);
      case 'W': return set(WORD, true);
      case 's': return set(SPACE);
      case 'S': return set(SPACE, true);
      case 'b': return inClass ? char(8) : EMPTY;
      case 'B': return EMPTY;
      case 'n': return char(10);
      case 'r': return char(13);
      case 't': return char(9);
      case 'v': return char(11);
      case 'f': return char(12);
      case '0': return char(0);
      case 'c': return char(this.src.charCodeAt(this.pos++) % 32);
      case 'x': return char(this.hex(2));
      case 'u': {
        if (this.src[this.pos] !== '{') return char(this.hex(4));
        const end = this.src.indexOf('}', this.pos);
        const code = parseInt(this.src.slice(this.pos + 1, end), 16);
        this.pos = end + 1;
        return char(code);
      }
      case 'p':
      case 'P': {
        const end = this.src.indexOf('}', this.pos);
        const name = this.src.slice(this.pos + 1, end);
        this.pos = end + 1;
        const ranges = /^(L|Letter|Alphabetic|L[lu]|Lowercase|Uppercase)$/.test(name) ? LETTER : /^(N|Nd|Number|Decimal_Number)$/.test(name) ? DIGIT : undefined;
        if (!ranges) throw new Error(`unsupported property ${name}`);
        return set(ranges, c === 'P');
      }
      case 'k': {
        const end = this.src.indexOf('>', this.pos);
        const name = this.src.slice(this.pos + 1, end);
        this.pos = end + 1;
        return { kind: 'backref', ref: name };
      }
      default:
        if (/[1-9]/.test(c)) {
          const m = /^\d*/.exec(this.src.slice(this.pos))!;
          this.pos += m[0].length;
          return { kind: 'backref', ref: Number(c + m[0]) };
        }
        return char(this.src.codePointAt(this.pos - 1)!);
    }
  }

  private hex(digits: number): number {
    const code = parseInt(this.src.slice(this.pos, this.pos + digits), 16);
    this.pos += digits;
    return code;
  }

  private characterClass(): PatternNode {
    const negate = this.src[this.pos] === '^';
    if (negate) this.pos++;
    const ranges: Range[] = [];
    const excluded: PatternNode[] = [];
    const single = (): number | PatternNode => {
      if (this.src[this.pos] === '\\') {
        this.pos++;
        const node = this.escape(true);
        if (node.kind === 'set' && !node.negate && node.ranges.length === 1 && node.ranges[0]![0] === node.ranges[0]![1]) return node.ranges[0]![0];
        return node;
      }
      const code = this.src.codePointAt(this.pos)!;
      this.pos += code > 0xffff ? 2 : 1;
      return code;
    };
    while (this.pos < this.src.length && this.src[this.pos] !== ']') {
      const from = single();
      if (typeof from !== 'number') {
        if (from.kind === 'set' && !from.negate) ranges.push(...from.ranges);
        else excluded.push(from);
        continue;
      }
      if (this.src[this.pos] === '-' && this.src[this.pos + 1] !== ']' && this.pos + 1 < this.src.length) {
        this.pos++;
        const to = single();
        if (typeof to !== 'number') throw new Error('class range to a class');
        ranges.push([from, to]);
      } else ranges.push([from, from]);
    }
    if (this.src[this.pos] !== ']') throw new Error('unclosed class');
    this.pos++;
    // A negated class escape inside a class (`[\D]`, `[^\W]`) is rare: not worth an exact complement.
    if (excluded.length > 0) throw new Error('negated escape inside a class');
    return { kind: 'set', ranges, negate };
  }
}

