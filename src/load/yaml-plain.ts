import { corePlain, setKey } from './yaml-core-schema.js';

export { plainYamlLib } from './yaml-lexer.js';

type YamlModule = typeof import('yaml');
/** What the reader needs of the `yaml` package (yaml-lexer.ts), or the whole package. */
export interface PlainYamlLib {
  Lexer: YamlModule['Lexer'];
  CST: Pick<YamlModule['CST'], 'resolveAsScalar'>;
}

/** Thrown inside the walk: the document leaves the plain subset (or is malformed), so `yaml` decides. */
const LEAVE = Symbol('not plain');

// The lexer's markers, which stand for no source text: document start, end of a flow collection, next token is a scalar.
const DOC_MODE = '\x02';
const FLOW_END = '\x18';
const SCALAR = '\x1f';

/** A one-line plain scalar the library would take as written: no fold, comment, trailing space or bad first character. */
const PLAIN_AS_IS = /^[^\t,%|>@`][^\n\r#\t]*(?<! )$/;

/** An open block collection: its column and, while a key or `-` waits for its value, that slot. */
interface Block {
  map: Record<string, unknown> | undefined;
  seq: unknown[] | undefined;
  indent: number;
  key: string;
  awaiting: boolean;
}

/**
 * Decodes the YAML most API descriptions are written in (one document of block and flow maps, sequences and
 * scalars) straight from the `yaml` package's lexer tokens, without its syntax tree or Document model: on
 * Stripe's 4 MB description the syntax tree alone cost about three times the lexing, and the Document model more
 * again. Returns undefined for anything else (anchors and aliases, tags, merge keys, directives, explicit or
 * multi-line keys, tabs, explicit block-scalar indentation, any sign of a syntax error), which the caller hands
 * to `YAML.parse`, so the result and every error stay exactly the library's. Scalars are resolved by the
 * library, then typed as its YAML 1.2 core schema does.
 */
export function decodePlainYaml(YAML: PlainYamlLib, text: string): { value: unknown } | undefined {
  try {
    return { value: new PlainReader(YAML, text).read() };
  } catch (error) {
    if (error === LEAVE) return undefined;
    throw error;
  }
}

class PlainReader {
  /** The lexer's tokens, read as needed (a whole array of them kept millions of strings alive). */
  private readonly lexed: Iterator<string>;
  private buffered: string[] = [];
  private head = 0;
  /** Source offset of the current token, and of the start of its line. */
  private pos = 0;
  private lineStart = 0;
  private readonly stack: Block[] = [];
  private root: unknown = null;
  private rootSet = false;
  /** What the current line already holds: a `key:` (no block may start after it), or a finished value. */
  private keyOnLine = false;
  private valueOnLine = false;
  /** A `key:` or `-` on the current line opened the slot a value on it fills. */
  private slotOnLine = false;

  constructor(
    private readonly YAML: PlainYamlLib,
    private readonly text: string,
  ) {
    this.lexed = new YAML.Lexer().lex(text)[Symbol.iterator]();
  }

  read(): unknown {
    let started = false;
    let ended = false;
    for (let token = this.peek(); token !== undefined; token = this.peek()) {
      const c = token[0];
      if (token === DOC_MODE) {
        if (started) throw LEAVE; // a second document
        started = true;
        this.take();
        continue;
      }
      if (this.skipTrivia()) continue;
      if (ended) throw LEAVE; // content after `...`
      if (token === '---') {
        if (this.rootSet || this.stack.length > 0) throw LEAVE;
        this.advance();
        continue;
      }
      if (token === '...') {
        ended = true;
        this.advance();
        continue;
      }
      const column = this.pos - this.lineStart;
      if (c === '-' && token.length === 1) this.seqItem(column);
      else if (token === SCALAR || c === '"' || c === "'") this.scalarNode(column);
      else if (c === '[' || c === '{') {
        this.placeValue(column);
        this.fill(this.flowCollection(this.blockIndent()), column);
        this.valueOnLine = true;
      } else if (c === '|' || c === '>') {
        this.placeValue(column);
        this.fill(this.blockScalar(), column);
      } else throw LEAVE; // ? : & * ! % and markers the subset has no use for
    }
    if (!this.rootSet) throw LEAVE; // no content: the library says what an empty document is
    while (this.stack.length > 0) this.close();
    return this.root;
  }

  /** Spaces, newlines, comments and a byte order mark: steps over one and says so. Tabs leave the subset. */
  private skipTrivia(): boolean {
    const token = this.peek()!;
    const c = token[0];
    if (c === '\n' || c === '\r') {
      if (token !== '\n' && token !== '\r\n') throw LEAVE;
      this.advance();
      this.newLine();
      return true;
    }
    if (c === ' ') {
      if (token.includes('\t') || token.includes('\n')) throw LEAVE;
      this.advance();
      return true;
    }
    if (c === '#' || c === '\u{FEFF}') {
      this.advance();
      return true;
    }
    if (c === '\t') throw LEAVE;
    return false;
  }

  private newLine(): void {
    this.lineStart = this.pos;
    this.keyOnLine = false;
    this.valueOnLine = false;
    this.slotOnLine = false;
  }

  /** The token `ahead` places after the current one, lexing as far as needed. */
  private peek(ahead = 0): string | undefined {
    while (this.buffered.length - this.head <= ahead) {
      const next = this.lexed.next();
      if (next.done) return undefined;
      this.buffered.push(next.value);
    }
    return this.buffered[this.head + ahead];
  }

  private take(): string {
    const token = this.peek()!;
    if (++this.head === 256) {
      this.buffered = this.buffered.slice(this.head);
      this.head = 0;
    }
    return token;
  }

  /** Moves past the current token, keeping the source offset and the start of the current line. */
  private advance(): void {
    const token = this.take();
    if (token === DOC_MODE || token === SCALAR || token === FLOW_END) return;
    const newline = token.lastIndexOf('\n');
    if (newline !== -1) this.lineStart = this.pos + newline + 1;
    this.pos += token.length;
  }

  private scalarNode(column: number): void {
    const offset = this.pos;
    if (this.peek() === SCALAR) this.take();
    const source = this.peek();
    if (source === undefined) throw LEAVE;
    this.advance();
    // A key: `:` follows on the same line, perhaps after spaces.
    const spaced = this.peek()?.[0] === ' ';
    if (this.peek(spaced ? 1 : 0) === ':') {
      if (source.includes('\n') || source.length > 1024) throw LEAVE; // multi-line or over-long implicit key
      if (source === '<<') throw LEAVE; // a merge key
      const key = this.scalar(source, offset, column);
      if (key === null) throw LEAVE;
      if (spaced) this.advance();
      this.advance();
      this.mapKey(String(key), column);
      return;
    }
    this.placeValue(column);
    this.fill(this.scalar(source, offset, column), column);
    this.valueOnLine = true;
  }

  private mapKey(key: string, column: number): void {
    if (this.keyOnLine || this.valueOnLine) throw LEAVE; // `a: b: c`
    this.closeTo(column, true);
    const top = this.top();
    if (top?.map && top.indent === column) {
      if (top.awaiting) setKey(top.map, top.key, null);
      top.key = key;
      top.awaiting = true;
    } else {
      const map: Record<string, unknown> = {};
      this.fill(map, column);
      this.stack.push({ map, seq: undefined, indent: column, key, awaiting: true });
    }
    this.keyOnLine = true;
    this.slotOnLine = true;
  }

  private seqItem(column: number): void {
    if (this.keyOnLine || this.valueOnLine) throw LEAVE; // `key: - a`
    this.advance();
    this.slotOnLine = true;
    this.closeTo(column, false);
    const top = this.top();
    if (top?.seq && top.indent === column) {
      top.seq.push(null);
      top.awaiting = true;
      return;
    }
    const seq: unknown[] = [null];
    // A sequence may stand at its key's own column (`key:` then `- item` below it).
    if (top?.map && top.indent === column && top.awaiting) this.fillSlot(top, seq);
    else this.fill(seq, column);
    this.stack.push({ map: undefined, seq, indent: column, key: '', awaiting: true });
  }

  /** Closes the blocks a node at `column` ends: deeper ones, and for a key also a sequence at its column. */
  private closeTo(column: number, isKey: boolean): void {
    for (let top = this.top(); top && (top.indent > column || (isKey && top.seq && top.indent === column)); top = this.top()) {
      this.close();
    }
  }

  /** Ends the innermost block; a key still waiting for its value gets null, as an empty value does. */
  private close(): void {
    const block = this.stack.pop()!;
    if (block.map && block.awaiting) setKey(block.map, block.key, null);
  }

  /**
   * Before a value at `column`: on the line of the `key:` or `-` that opened its slot it fills that slot; on a
   * later line it first closes the blocks it cannot belong to.
   */
  private placeValue(column: number): void {
    if (this.valueOnLine) throw LEAVE;
    if (!this.slotOnLine) this.closeTo(column - 1, false);
  }

  /** Puts a new node at `column` into the open slot of the innermost block (or makes it the document). */
  private fill(node: unknown, column: number): void {
    const top = this.top();
    if (!top) {
      if (this.rootSet) throw LEAVE;
      this.root = node;
      this.rootSet = true;
      return;
    }
    if (!top.awaiting || column <= top.indent) throw LEAVE;
    this.fillSlot(top, node);
  }

  private fillSlot(block: Block, node: unknown): void {
    if (block.map) setKey(block.map, block.key, node);
    else block.seq![block.seq!.length - 1] = node;
    block.awaiting = false;
  }

  private top(): Block | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** The column a flow collection's lines must stay right of (-1 at the document's top). */
  private blockIndent(): number {
    return this.top()?.indent ?? -1;
  }

  private blockScalar(): unknown {
    const offset = this.pos;
    const indent = this.blockIndent() < 0 ? 0 : this.blockIndent();
    const header = this.peek()!;
    if (!/^[|>][-+]?$/.test(header)) throw LEAVE; // explicit indentation indicators: left to the library
    this.advance();
    if (this.peek()?.[0] === ' ') this.advance();
    const newline = this.peek();
    if (newline !== '\n' && newline !== '\r\n') throw LEAVE; // a comment after the header, or the end of the text
    this.advance();
    if (this.peek() !== SCALAR) throw LEAVE;
    this.take();
    const body = this.peek() ?? '';
    this.advance();
    const token = {
      type: 'block-scalar' as const,
      offset,
      indent,
      props: [{ type: 'block-scalar-header' as const, offset, indent, source: header }],
      source: body,
    };
    let malformed = false;
    const scalar = this.YAML.CST.resolveAsScalar(token, true, () => (malformed = true));
    if (malformed || !scalar) throw LEAVE;
    this.newLine(); // the body ends where a line starts
    return scalar.value;
  }

  /** `[…]` or `{…}` from its opening bracket; every line it spans must stay right of `minColumn`. */
  private flowCollection(minColumn: number): unknown {
    const isMap = this.peek() === '{';
    const close = isMap ? '}' : ']';
    this.advance();
    const map: Record<string, unknown> = {};
    const seq: unknown[] = [];
    let expectItem = true;
    for (;;) {
      this.skipFlowTrivia(minColumn);
      const token = this.peek();
      if (token === undefined) throw LEAVE;
      if (token === close) {
        this.advance();
        return isMap ? map : seq;
      }
      if (token === ',') {
        if (expectItem) throw LEAVE; // `[a,,b]`, `[,a]`
        this.advance();
        expectItem = true;
        continue;
      }
      if (!expectItem) throw LEAVE;
      const item = this.flowItem(minColumn);
      this.skipFlowTrivia(minColumn);
      if (isMap) {
        if (this.peek() !== ':' || item.key === undefined) throw LEAVE; // `{a}`, `{[a]: b}`
        this.advance();
        this.skipFlowTrivia(minColumn);
        const next = this.peek();
        const value = next === ',' || next === '}' ? null : this.flowItem(minColumn).value;
        setKey(map, item.key, value);
      } else {
        if (this.peek() === ':') throw LEAVE; // a single-pair map inside a sequence
        seq.push(item.value);
      }
      expectItem = false;
    }
  }

  /** One scalar or nested collection inside a flow collection; `key` is set when a scalar could be a key. */
  private flowItem(minColumn: number): { value: unknown; key?: string } {
    const token = this.peek();
    if (token === '[' || token === '{') return { value: this.flowCollection(minColumn) };
    const offset = this.pos;
    const column = this.pos - this.lineStart;
    if (token === SCALAR) this.take();
    else if (token?.[0] !== '"' && token?.[0] !== "'") throw LEAVE;
    const source = this.peek();
    if (source === undefined) throw LEAVE;
    this.advance();
    const value = this.scalar(source, offset, column);
    const key = value === null || source.includes('\n') || source.length > 1024 || source === '<<' ? undefined : String(value);
    return { value, key };
  }

  private skipFlowTrivia(minColumn: number): void {
    for (;;) {
      const token = this.peek();
      if (token === undefined) return;
      const c = token[0];
      if (c === '\n' || c === '\r') {
        if (token !== '\n' && token !== '\r\n') throw LEAVE;
        this.advance();
        // The next line's first token must stand right of the enclosing block.
        const next = this.peek();
        const indent = next?.[0] === ' ' ? next.length : 0;
        if (next !== undefined && next[0] !== '\n' && next[0] !== '\r' && indent <= minColumn) throw LEAVE;
      } else if (c === ' ') {
        if (token.includes('\t') || token.includes('\n')) throw LEAVE;
        this.advance();
      } else if (c === '#') {
        this.advance();
      } else {
        return;
      }
    }
  }

  /** A flow scalar's source resolved by the library; plain ones typed by the core schema. */
  private scalar(source: string, offset: number, column: number): unknown {
    const c = source[0];
    const type = c === '"' ? 'double-quoted-scalar' : c === "'" ? 'single-quoted-scalar' : 'scalar';
    if (type === 'scalar' && PLAIN_AS_IS.test(source)) return corePlain(source);
    let malformed = false;
    const scalar = this.YAML.CST.resolveAsScalar({ type, offset, indent: column, source, end: [] }, true, () => (malformed = true));
    if (malformed || !scalar) throw LEAVE;
    return type === 'scalar' ? corePlain(scalar.value) : scalar.value;
  }
}
