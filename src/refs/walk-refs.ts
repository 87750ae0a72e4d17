import { fail, toPointer, say } from '../errors.js';
import { isObject, type RawObject } from '../formats/raw.js';
import { loadMessages } from '../source/texts.js';

/** Keys whose object value maps user-chosen names to spec objects (so `default`, `example`… are names there). */
const NAME_MAPS = new Set([
  'paths', 'webhooks', 'x-webhooks', 'definitions', 'parameters', 'responses', 'securityDefinitions',
  'schemas', 'requestBodies', 'headers', 'examples', 'links', 'callbacks', 'securitySchemes', 'pathItems',
  'properties', 'patternProperties', '$defs', 'dependentSchemas', 'content', 'encoding', 'variables',
]);
/** Keys whose values are literal data in which `$ref` is not a reference. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** In these maps `x-…` keys are ordinary names (a schema property may be called `x-request-id`). */
const PROPERTY_MAPS = new Set(['properties', 'patternProperties']);

type Mode = 'node' | 'map' | 'example';

export type OnRef = (ref: string, holder: RawObject, location: () => string) => void;

/**
 * One cheap walk over a decoded document, reporting every `$ref` that is a reference: values under `x-*`
 * extensions (except the `x-webhooks` we render), examples, defaults and enums are data and are skipped.
 */
export function walkRefs(doc: unknown, onRef: OnRef, maxDepth: number): void {
  const path: Array<string | number> = [];
  const location = (): string => toPointer(path);

  const visit = (value: unknown, mode: Mode, mapKey: string, depth: number): void => {
    if (depth > maxDepth) fail('too-deep', say(loadMessages, 'tooDeep', maxDepth), location());
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item = value[i];
        if (typeof item !== 'object' || item === null) continue;
        path.push(i);
        visit(item, 'node', '', depth + 1);
        path.pop();
      }
      return;
    }
    if (!isObject(value)) return;
    if (mode !== 'map') {
      const ref = value['$ref'];
      if (typeof ref === 'string') onRef(ref, value, location);
    }
    for (const key in value) {
      const child = value[key];
      if (typeof child !== 'object' || child === null) continue;
      let childMode: Mode = 'node';
      if (mode === 'map') {
        if (key.startsWith('x-') && !PROPERTY_MAPS.has(mapKey)) continue;
        // A callback object is itself a map of expressions to path items; example objects hold raw values.
        childMode = mapKey === 'callbacks' ? 'map' : mapKey === 'examples' ? 'example' : 'node';
      } else {
        if (key.startsWith('x-') && !(key === 'x-webhooks' && depth === 0)) continue;
        if (DATA_KEYS.has(key) && !(key === 'examples' && !Array.isArray(child) && mode === 'node')) continue;
        if (mode === 'example' && key === 'value') continue;
        if (NAME_MAPS.has(key) && !Array.isArray(child)) childMode = 'map';
      }
      path.push(key);
      visit(child, childMode, key, depth + 1);
      path.pop();
    }
  };
  visit(doc, 'node', '', 0);
}
