import type { Encoding, Header, MediaType, ParameterStyle } from '../../model/operation.js';
import type { OpenApiContext } from './context.js';
import { examplesOf } from './examples.js';
import { asBoolean, asString, assignDefined, entries, isObject } from '../raw.js';
import { isLiveStream, streamFormat } from '../../model/stream-format.js';
import type { Schema } from '../../model/schema.js';

/** A 3.x `content` map (media type → Media Type Object) as a list, in document order. */
export function mediaTypes(ctx: OpenApiContext, content: unknown): MediaType[] {
  return entries(content).map(([mediaType, raw]) => {
    const media = ctx.refs.derefObject(raw) ?? {};
    const result: MediaType = { mediaType };
    if (media['schema'] !== undefined) result.schema = ctx.schemas.normalize(media['schema']);
    if (media['example'] !== undefined) result.example = media['example'];
    const examples = examplesOf(ctx, media['examples']);
    if (examples) result.examples = examples;
    if (isObject(media['encoding'])) result.encoding = encodings(ctx, media['encoding']);
    // 3.2 streams: the schema of one item, and how multipart items are encoded.
    if (media['itemSchema'] !== undefined) result.itemSchema = ctx.schemas.normalize(media['itemSchema']);
    if (isObject(media['itemEncoding'])) result.itemEncoding = encoding(ctx, media['itemEncoding']);
    if (Array.isArray(media['prefixEncoding'])) result.prefixEncoding = media['prefixEncoding'].filter(isObject).map((e) => encoding(ctx, e));
    if (result.itemSchema === undefined && isLiveStream(mediaType) && isItemLike(result.schema)) {
      // Without itemSchema (always before 3.2), the schema of a live stream describes one item in practice: one
      // JSON line, or the data of one event (an event then has that as its `data`). A string schema is the
      // whole stream as text, and stays as it is.
      result.itemSchema =
        streamFormat(mediaType) === 'sse'
          ? ctx.schemas.normalize({ type: 'object', required: ['data'], properties: { data: media['schema'] } })
          : result.schema;
    }
    return result;
  });
}

function isItemLike(schema: Schema | undefined): schema is Schema {
  const types = schema?.type ?? [];
  return schema !== undefined && !(types.length > 0 && types.every((t) => t === 'string'));
}

function encodings(ctx: OpenApiContext, raw: Record<string, unknown>): Record<string, Encoding> {
  const out: Record<string, Encoding> = {};
  for (const [property, value] of entries(raw)) {
    if (isObject(value)) out[property] = encoding(ctx, value);
  }
  return out;
}

function encoding(ctx: OpenApiContext, value: Record<string, unknown>): Encoding {
  const result = assignDefined<Encoding>(
    {},
    {
      contentType: asString(value['contentType']),
      style: asString(value['style']) as ParameterStyle | undefined,
      explode: asBoolean(value['explode']),
      allowReserved: asBoolean(value['allowReserved']),
    },
  );
  if (isObject(value['headers'])) result.headers = headers(ctx, value['headers']);
  return result;
}

/** A 3.x headers map (name → Header Object or `$ref`) as a list. */
export function headers(ctx: OpenApiContext, raw: unknown): Header[] {
  return entries(raw).map(([name, value]) => {
    const header = ctx.refs.derefObject(value) ?? {};
    const result = assignDefined<Header>(
      { name },
      {
        description: asString(header['description']),
        required: asBoolean(header['required']),
        deprecated: asBoolean(header['deprecated']),
        example: header['example'],
      },
    );
    if (header['schema'] !== undefined) result.schema = ctx.schemas.normalize(header['schema']);
    else if (isObject(header['content'])) {
      const first = mediaTypes(ctx, header['content'])[0];
      if (first?.schema) result.schema = first.schema;
    }
    return result;
  });
}
