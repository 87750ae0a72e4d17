import { loadedYamlReader } from './decode-yaml.js';

/** Sections shorter than this wait for the next one or the end: a pass of their own would not pay. */
const MIN_SECTION_CHARS = 64 * 1024;
/** A top-level key whose value is a block on the lines below (`paths:`, `components:`): where a section starts. */
const SECTION_LINE = /(^|\n)[A-Za-z_][\w.-]*:[ \t]*(?:#[^\n]*)?\r?(?=\n)/g;

/**
 * Reads a YAML document's top-level sections while the rest of it downloads: when a line such as `paths:`
 * arrives, everything before it is complete and is decoded then (Stripe's `components`, a third of the document,
 * decodes while the other two thirds download). `finish` decodes the last section and returns the document.
 *
 * A section that the common-YAML reader stands aside for (anchors, aliases to another section, merge keys, any
 * error, anything but a mapping) ends the early reading: `finish` then says nothing, and the caller decodes the
 * whole text as it always does, so results and error messages are those of the whole document. A line at
 * column 0 ends any block scalar above it, and a quoted scalar or flow collection cut there fails to decode, so
 * a cut can not change a value silently.
 */
export class YamlSections {
  /** Text not decoded yet: from the last cut on. A rope, extended with `+`. */
  private pending = '';
  /** The end of `pending` after its last line break: a line that the next piece completes. */
  private carry = '';
  private value: Record<string, unknown> | undefined;
  private failed = false;

  push(piece: string): void {
    if (this.failed || piece === '') return;
    const region = this.carry + piece; // starts at a line start; `pending` ends with it
    this.pending += piece;
    const lastBreak = region.lastIndexOf('\n');
    this.carry = lastBreak < 0 ? region : region.slice(lastBreak + 1);
    if (lastBreak < 0) return;
    const cut = lastSectionStart(region, lastBreak);
    if (cut < 0) return;
    const at = this.pending.length - region.length + cut;
    const reader = loadedYamlReader();
    if (at < MIN_SECTION_CHARS || !reader) return; // read with a later section, or at the end
    const section = this.pending.slice(0, at);
    this.pending = this.pending.slice(at);
    this.read(section, reader.decodeCommonYaml);
  }

  /** The whole document when its first sections were decoded here; undefined when the caller must decode the text. */
  finish(): { value: unknown } | undefined {
    const reader = loadedYamlReader();
    if (this.failed || this.value === undefined || !reader) return undefined;
    this.read(this.pending, reader.decodeCommonYaml);
    this.pending = '';
    return this.failed ? undefined : { value: this.value };
  }

  private read(section: string, decode: (text: string) => { value: unknown } | undefined): void {
    const decoded = decode(section)?.value;
    if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) {
      this.failed = true;
      return;
    }
    const into = (this.value ??= {});
    // As one decode of the whole text: a repeated key keeps its first place and takes the last value, and
    // `__proto__` stays an own key.
    for (const [key, value] of Object.entries(decoded)) {
      Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
}

/** The start of the last complete line in `text[0, end)` that begins a top-level section, or -1. */
function lastSectionStart(text: string, end: number): number {
  // One native scan of the piece rather than a look at each of its lines: such lines are rare (a handful per
  // document). `text` starts at a line start; lines are split at `\n` only, as YAML's line breaks are.
  SECTION_LINE.lastIndex = 0;
  let found = -1;
  for (let match = SECTION_LINE.exec(text); match !== null; match = SECTION_LINE.exec(text)) {
    const start = match.index + (match[1] as string).length;
    if (start >= end) break;
    found = start;
  }
  return found;
}
