import { fail, SpecLoadError, say } from '../errors.js';
import { loadMessages } from './texts.js';
import type { Limits } from '../limits.js';
import { decodeJson } from './decode-json.js';
import { decodeYaml } from './decode-yaml.js';

/** Removes a leading UTF-8 byte order mark (some Windows tools write one; JSON.parse rejects it). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** True for an HTML page (a login or error page served where the spec was expected). */
export function looksLikeHtml(text: string): boolean {
  return /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text.slice(0, 512));
}

/** True when the text is markup (WSDL and other XML), which the JSON/YAML decoders must not touch. */
export function looksLikeXml(text: string): boolean {
  return /^\s*</.test(text);
}

/** Checks that the text is non-empty, within the size limit and not an HTML page. */
export function checkText(text: string, limits: Limits): void {
  if (!/\S/.test(text)) fail('empty-document', say(loadMessages, 'emptyDocument'));
  if (text.length > limits.maxSpecBytes) {
    fail('too-large', say(loadMessages, 'tooLarge', limits.maxSpecBytes));
  }
  if (looksLikeHtml(text)) {
    fail('not-a-spec', say(loadMessages, 'htmlPage'), '1:1');
  }
}

/**
 * Decodes JSON or YAML text into plain data, saying which it was. JSON goes through JSON.parse (fast path);
 * a text starting with `{` that is not valid JSON is retried as YAML flow syntax before the JSON error is
 * reported. `exact` gives the document as written when `text` was rewritten for speed (see spec-text.ts):
 * the retry and the error's line:column must see what the author wrote.
 */
export async function decodeDocument(
  text: string,
  limits: Limits,
  exact?: () => string,
): Promise<{ data: unknown; format: 'json' | 'yaml' }> {
  const first = firstSignificantChar(text);
  if (first === '{' || first === '[') {
    try {
      return { data: decodeJson(text), format: 'json' };
    } catch (fastError) {
      const written = exact?.() ?? text;
      let jsonError = fastError;
      if (written !== text) {
        try {
          return { data: decodeJson(written), format: 'json' };
        } catch (error) {
          jsonError = error;
        }
      }
      try {
        return { data: await decodeYaml(written, limits), format: 'yaml' };
      } catch (yamlError) {
        if (yamlError instanceof SpecLoadError && yamlError.code === 'yaml-alias-limit') throw yamlError;
        throw jsonError;
      }
    }
  }
  return { data: await decodeYaml(text, limits), format: 'yaml' };
}

/** Decodes JSON or YAML text into plain data. */
export async function decodeData(text: string, limits: Limits): Promise<unknown> {
  return (await decodeDocument(text, limits)).data;
}

export { formatBytes } from './texts.js';

/** The first non-whitespace character, without copying a multi-megabyte string. */
export function firstSignificantChar(text: string): string | undefined {
  return /\S/.exec(text)?.[0];
}
