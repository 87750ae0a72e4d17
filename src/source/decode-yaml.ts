import { fail, say } from '../errors.js';
import { loadMessages } from './texts.js';
import type { Limits } from '../limits.js';

import { lazyModule } from '../lazy-module.js';

type YamlReader = typeof import('./yaml-common.js');
const reader = lazyModule<YamlReader>(() => import('./yaml-common.js'));

/**
 * The common-YAML reader's chunk (js-yaml), fetched once; JSON pages never download it. The loader calls
 * this as soon as a document's first bytes look like YAML, so it arrives while the rest still downloads.
 */
export function loadYamlDecoder(): Promise<YamlReader> {
  return reader.load();
}

/** The common-YAML reader if its chunk has arrived (a download's sections are read with it as they come). */
export function loadedYamlReader(): YamlReader | undefined {
  return reader.loaded;
}

/**
 * Parses YAML, imported lazily. What most descriptions use is read by js-yaml (yaml-common.ts); the rest
 * (anchors, merge keys, odd keys, syntax errors) goes through the `yaml` package's YAML.parse, whose chunk loads
 * only then, so its results, limits and error messages decide.
 * The alias limit stays at the library default (see limits.ts): alias bombs fail fast instead of expanding.
 */
export async function decodeYaml(text: string, limits: Pick<Limits, 'maxAliasCount'>): Promise<unknown> {
  const { decodeCommonYaml } = await loadYamlDecoder();
  const common = decodeCommonYaml(text);
  if (common) return common.value;
  const YAML = await import('yaml');
  try {
    // uniqueKeys: false — duplicate keys in hand-written specs keep the last value, as JSON.parse does.
    // merge: true — `<<: *base` merge keys are common in hand-written YAML 1.1 style specs.
    return YAML.parse(text, { maxAliasCount: limits.maxAliasCount, uniqueKeys: false, merge: true }) as unknown;
  } catch (error) {
    if (error instanceof YAML.YAMLError) {
      const pos = error.linePos?.[0];
      const firstLine = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? error.message;
      const text = say(loadMessages, 'yamlSyntax', firstLine, pos?.line ?? 0, pos?.col ?? 0, error.code === 'TAB_AS_INDENT');
      return fail('yaml-syntax', text, pos ? `${pos.line}:${pos.col}` : undefined);
    }
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      return fail('yaml-alias-limit', say(loadMessages, 'yamlAliasLimit', limits.maxAliasCount));
    }
    throw error;
  }
}
