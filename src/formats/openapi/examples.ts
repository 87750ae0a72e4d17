import type { Example } from '../../model/example.js';
import type { OpenApiContext } from './context.js';
import { asString, assignDefined, entries } from '../raw.js';

/** A map of named Example objects (each possibly a `$ref`) as a list; undefined when there is none. */
export function examplesOf(ctx: OpenApiContext, raw: unknown): Example[] | undefined {
  const list = entries(raw);
  if (list.length === 0) return undefined;
  return list.map(([name, value]) => {
    const example = ctx.refs.derefObject(value);
    if (!example) return { name };
    return assignDefined<Example>(
      { name },
      {
        summary: asString(example['summary']),
        description: asString(example['description']),
        value: example['value'],
        dataValue: example['dataValue'],
        serializedValue: asString(example['serializedValue']),
        externalValue: asString(example['externalValue']),
      },
    );
  });
}
