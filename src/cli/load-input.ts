/**
 * The spec a command-line tool was given (a local path or an http(s) URL), loaded as `spec-viewer render` and
 * the element load it: the spec source of spec-source.ts, the loader with every format and its default limits.
 * Failures come back as values, worded for a terminal by the caller. Node only.
 */
import { stat } from 'node:fs/promises';
import { loadSpec } from '../load/load-spec.js';
import { extendedFormats } from '../formats/builtin.js';
import { resolveLimits } from '../limits.js';
import type { ApiModel } from '../model/index.js';
import { SpecLoadError } from '../model/errors.js';
import { isUrl, specSource, type SpecSource } from './spec-source.js';

export interface InputOptions {
  /** Folder local related documents may be read from (default: the spec's folder). */
  root?: string;
}

export type LoadedInput =
  | { ok: true; model: ApiModel; source: SpecSource }
  /** The file could not be read at all (missing, outside `root`): the OS's or the source's reason. */
  | { ok: false; stage: 'read'; reason: string }
  /** The loader refused it: the element's error panel shows the same error. */
  | { ok: false; stage: 'load'; error: SpecLoadError };

/** `onLoading` is called once the input is readable, before the (possibly long) load starts. */
export async function loadInput(input: string, options: InputOptions = {}, onLoading?: () => void): Promise<LoadedInput> {
  const { maxSpecBytes } = resolveLimits();
  let source: SpecSource;
  try {
    source = specSource(input, options.root === undefined ? { maxBytes: maxSpecBytes } : { root: options.root, maxBytes: maxSpecBytes });
    if (!isUrl(input)) await stat(input);
  } catch (error) {
    return { ok: false, stage: 'read', reason: (error as Error).message };
  }
  onLoading?.();
  try {
    const model = await loadSpec(source.url, { fetch: source.fetch, formats: extendedFormats });
    return { ok: true, model, source };
  } catch (error) {
    return { ok: false, stage: 'load', error: error instanceof SpecLoadError ? error : new SpecLoadError({ code: 'internal', message: String(error) }) };
  }
}
