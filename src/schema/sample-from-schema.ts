import type { Schema, SchemaType } from '../model/schema.js';
import { deepEqual, isRecord, matchesSchema } from './matches-schema.js';
import { sampleNumber, sampleString } from './sample-scalars.js';
import { apartFrom, combineWith, discriminatorValue, mergedOf, onlyNull, withoutChoices } from './sample-composition.js';
import { inferredType, schemaOfKey, trimToMaxProperties } from './sample-keywords.js';

export interface SampleOptions {
  /** 'request' omits readOnly properties, 'response' omits writeOnly ones (unless required). Default 'response'. */
  mode?: 'request' | 'response';
  /** Nesting depth after which only required properties and minItems items are generated. Default 8. */
  maxDepth?: number;
  /**
   * Use the document's own `example`, `examples` and `default` of a schema (at any depth) when they are valid
   * for it. Default true; false generates every value.
   */
  authorExamples?: boolean;
}

/**
 * A schema entered this many times along one path is given up: its minimal value itself recurses (a required
 * property that is the schema again, not nullable), so no finite value exists down this way.
 */
const MAX_REENTRIES = 2;
/** Levels past maxDepth at which any chain of required properties is given up. */
const GIVE_UP_AFTER = 24;
/** Branches of a oneOf/anyOf tried before settling for the first one's value. */
const MAX_BRANCHES = 12;

interface Context {
  depth: number;
  /** Only what the schema requires: inside a recursion, past maxDepth. */
  minimal: boolean;
  /** 0 for the usual value; 1, 2… for distinct ones (unique array items). */
  variant: number;
}

const cache = new WeakMap<Schema, Map<string, unknown>>();

/**
 * Builds an example value from a schema, valid for it wherever the schema can be satisfied: an author's
 * example or default when valid, const, an enum value, else a value per type — formats get realistic
 * strings, patterns a matching string, numbers and lengths their bounds. Objects get every required property
 * (readOnly and writeOnly included) and the optional ones the mode shows; allOf members are merged; a
 * oneOf/anyOf branch is chosen whose value validates (its discriminator value set from the mapping).
 * Recursion is bounded: an optional property that recurses is left out, and past `maxDepth` only what is
 * required is built (empty arrays, objects of required properties, null where allowed). Deterministic; the
 * result is cached per schema object and returned as a fresh copy.
 */
export function sampleFromSchema(schema: Schema, options: SampleOptions = {}): unknown {
  const mode = options.mode ?? 'response';
  const maxDepth = options.maxDepth ?? 8;
  const authorExamples = options.authorExamples ?? true;
  const key = `${mode} ${maxDepth} ${authorExamples}`;
  let byOptions = cache.get(schema);
  if (!byOptions) cache.set(schema, (byOptions = new Map()));
  if (!byOptions.has(key)) byOptions.set(key, new Sampler(mode, maxDepth, authorExamples).sample(schema, { depth: 0, minimal: false, variant: 0 }));
  const value = byOptions.get(key);
  return value === undefined ? undefined : structuredClone(value);
}

class Sampler {
  /** Schemas being sampled higher up, with how many times (recursion). */
  private readonly active = new Map<Schema, number>();

  constructor(
    private readonly mode: 'request' | 'response',
    private readonly maxDepth: number,
    private readonly authorExamples: boolean,
  ) {}

  /** A value for `node` that satisfies `original` (node itself, or the schema whose allOf node merges). */
  sample(node: Schema, ctx: Context, original: Schema = node): unknown {
    if (this.authorExamples) {
      for (const given of [node.example, ...(node.examples ?? []), node.default]) {
        if (given !== undefined && matchesSchema(given, original)) return given;
      }
    }
    if (node.const !== undefined) return node.const;
    if (node.enum && node.enum.length > 0) return this.fromEnum(node.enum, ctx, original);
    const count = this.active.get(node) ?? 0;
    if (count >= MAX_REENTRIES || ctx.depth > this.maxDepth + GIVE_UP_AFTER) return undefined;
    const minimal = ctx.minimal || count > 0 || ctx.depth >= this.maxDepth;
    this.active.set(node, count + 1);
    try {
      return this.structure(node, { ...ctx, minimal }, original);
    } finally {
      if (count === 0) this.active.delete(node);
      else this.active.set(node, count);
    }
  }

  /** The variant's enum value that validates (non-null ones first), else the first. */
  private fromEnum(values: unknown[], ctx: Context, original: Schema): unknown {
    const ordered = [...values.filter((v) => v !== null), ...values.filter((v) => v === null)];
    for (let i = 0; i < ordered.length; i++) {
      const value = ordered[(ctx.variant + i) % ordered.length];
      if (matchesSchema(value, original)) return value;
    }
    return values[0];
  }

  /** `original`: the schema the value must satisfy (node itself, or the schema whose allOf node merges). */
  private structure(node: Schema, ctx: Context, original: Schema): unknown {
    if (node.allOf && node.allOf.length > 0) {
      const merged = mergedOf(node);
      if (merged !== node) {
        const value = this.sample(merged, ctx, original);
        // What a full value breaks (a member's additionalProperties: false…) a minimal one may not.
        if (ctx.minimal || value === undefined || matchesSchema(value, original)) return value;
        const smaller = this.sample(merged, { ...ctx, minimal: true }, original);
        return smaller !== undefined && matchesSchema(smaller, original) ? smaller : value;
      }
    }
    const branches = node.oneOf?.length ? node.oneOf : node.anyOf?.length ? node.anyOf : undefined;
    if (branches) return this.choose(node, branches, ctx, original);
    const types = this.typesToTry(node, ctx);
    let first: unknown;
    for (const type of types) {
      // A full object may break a `not` (`not: {required: [a, b]}`) that the bare required properties keep.
      for (const attempt of ctx.minimal || (type !== 'object' && type !== 'array') ? [ctx] : [ctx, { ...ctx, minimal: true }]) {
        const value = this.byType(type, node, attempt, original);
        if (value === undefined) continue;
        if (first === undefined) first = value;
        // Only `not` (and a merged allOf) can reject a value built from the keywords themselves.
        if ((!node.not && node === original) || matchesSchema(value, original)) return value;
      }
    }
    return first;
  }

  /**
   * The first branch (in order: real values, then null, then recursion) whose value validates against the whole schema. When every branch's value
   * also satisfies another branch of a oneOf (branches that differ only in properties they do not require),
   * a property of the other branch that may not be null is set to null to tell them apart. Else the first value.
   */
  private choose(node: Schema, branches: Schema[], ctx: Context, original: Schema): unknown {
    const rest = withoutChoices(node, branches);
    const tried: Array<[Schema, Schema, unknown]> = [];
    // `oneOf: [{type: null}, X]` shows an X, unless inside a recursion where null ends it; a branch that
    // recurses comes last.
    const rank = (b: Schema): number => (this.active.has(b) ? 2 : onlyNull(b) === ctx.minimal ? 0 : 1);
    const ordered = [...branches].sort((a, b) => rank(a) - rank(b));
    for (const branch of ordered.slice(0, MAX_BRANCHES)) {
      const schema = combineWith(rest, branch);
      const value = this.sample(schema, ctx);
      if (value === undefined) continue;
      const tagged = this.tagged(value, node, branch);
      for (const candidate of tagged === value ? [value] : [tagged, value]) {
        if (matchesSchema(candidate, original)) return candidate;
      }
      tried.push([branch, schema, tagged]);
    }
    if (node.oneOf === branches) {
      for (const [branch, schema, value] of tried) {
        const distinct = apartFrom(value, branch, schema, branches);
        if (distinct !== value && matchesSchema(distinct, original)) return distinct;
      }
    }
    return tried[0]?.[2];
  }

  /** The value with the discriminator property set to the mapping value naming `branch`. */
  private tagged(value: unknown, node: Schema, branch: Schema): unknown {
    const discriminator = node.discriminator;
    if (!discriminator || !isRecord(value) || branch.name === undefined) return value;
    const tag = discriminatorValue(discriminator, branch.name);
    return tag === undefined ? value : { ...value, [discriminator.propertyName]: tag };
  }

  private typesToTry(node: Schema, ctx: Context): Array<SchemaType | undefined> {
    const declared = node.type && node.type.length > 0 ? node.type : undefined;
    if (!declared) {
      const inferred = inferredType(node);
      const fallbacks: SchemaType[] = ['string', 'integer', 'boolean', 'object', 'array'];
      return inferred ? [inferred] : node.not ? [undefined, ...fallbacks] : [undefined];
    }
    const nonNull = declared.filter((t) => t !== 'null');
    const withNull = declared.includes('null') ? ['null' as const] : [];
    // Inside a recursion null ends it soonest; elsewhere readers want a real value.
    return ctx.minimal ? [...withNull, ...nonNull] : [...nonNull, ...withNull];
  }

  private byType(type: SchemaType | undefined, node: Schema, ctx: Context, original: Schema): unknown {
    switch (type) {
      case 'object':
        return this.object(node, ctx, original);
      case 'array':
        return this.array(node, ctx);
      case 'string':
        return sampleString(node, ctx.variant);
      case 'integer':
        return sampleNumber(node, true, ctx.variant);
      case 'number':
        return sampleNumber(node, false, ctx.variant);
      case 'boolean':
        return ctx.variant % 2 === 0;
      default:
        return null;
    }
  }

  private object(node: Schema, ctx: Context, original: Schema): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const required = new Set(node.required ?? []);
    const properties = node.properties ?? {};
    const child: Context = { ...ctx, depth: ctx.depth + 1 };
    const skipped: string[] = [];
    for (const [name, property] of Object.entries(properties)) {
      if (!required.has(name) && !this.shows(property, ctx)) {
        skipped.push(name);
        continue;
      }
      const value = this.sample(property, child);
      if (value !== undefined) result[name] = value;
    }
    for (const name of required) {
      if (Object.hasOwn(properties, name)) continue;
      const value = this.sample(schemaOfKey(node, name), child);
      result[name] = value === undefined ? null : value;
    }
    const additional = node.additionalProperties;
    if (!node.properties && typeof additional === 'object' && !ctx.minimal && !this.active.has(additional)) {
      const value = this.sample(additional, child);
      if (value !== undefined && !(node.maxProperties !== undefined && Object.keys(result).length >= node.maxProperties)) result['additionalProp1'] = value;
    }
    this.fillToMinProperties(result, node, skipped, child);
    trimToMaxProperties(result, node, required);
    this.setDiscriminator(result, node, original);
    return result;
  }

  /** Whether an optional property appears: not in a minimal value, not recursing, not hidden by the mode. */
  private shows(property: Schema, ctx: Context): boolean {
    if (ctx.minimal || this.active.has(property)) return false;
    if (property.not && Object.keys(property).length === 1) return false;
    return this.mode === 'request' ? !property.readOnly : !property.writeOnly;
  }

  private fillToMinProperties(result: Record<string, unknown>, node: Schema, skipped: string[], ctx: Context): void {
    const min = node.minProperties ?? 0;
    for (const name of skipped) {
      if (Object.keys(result).length >= min) return;
      const value = this.sample(node.properties![name]!, ctx);
      if (value !== undefined) result[name] = value;
    }
    for (let i = 1; Object.keys(result).length < min && i <= min + 1 && node.additionalProperties !== false; i++) {
      if (Object.hasOwn(result, `additionalProp${i}`)) continue;
      const value = this.sample(schemaOfKey(node, `additionalProp${i}`), { ...ctx, variant: i });
      result[`additionalProp${i}`] = value === undefined ? null : value;
    }
  }

  /**
   * The discriminator property: a schema that inherits the discriminator through allOf (Cat: allOf [Pet, …])
   * gets its own mapping value; the schema that declares it gets its first mapping value, unless the
   * document gives the property an example or default of its own.
   */
  private setDiscriminator(result: Record<string, unknown>, node: Schema, original: Schema): void {
    const discriminator = node.discriminator;
    if (!discriminator) return;
    const name = discriminator.propertyName;
    const property = node.properties?.[name];
    const inherited = !original.discriminator && node.name !== undefined;
    const tag = inherited ? discriminatorValue(discriminator, node.name!) : Object.keys(discriminator.mapping ?? {})[0] ?? node.name;
    if (tag === undefined) return;
    const authored = property !== undefined && (property.example !== undefined || property.default !== undefined || (property.examples?.length ?? 0) > 0);
    if (result[name] !== undefined && (property?.enum || (!inherited && authored))) return;
    if (property ? matchesSchema(tag, property) : node.additionalProperties !== false) result[name] = tag;
  }

  private array(node: Schema, ctx: Context): unknown[] {
    const min = node.minItems ?? 0;
    const max = node.maxItems ?? Infinity;
    const prefix = node.prefixItems ?? [];
    const itemAt = (i: number): Schema => (i < prefix.length ? prefix[i]! : node.items ?? {});
    const recursive = node.items !== undefined && this.active.has(node.items) && prefix.length === 0;
    const wanted = ctx.minimal || recursive ? min : Math.max(min, prefix.length, node.items ? 1 : 0);
    const length = Math.min(wanted, max);
    const result: unknown[] = [];
    const child: Context = { ...ctx, depth: ctx.depth + 1 };
    for (let i = 0; i < length; i++) {
      const schema = itemAt(i);
      // Unique items differ by variant (0, 1, 2…); other arrays repeat the usual value.
      let value = this.sample(schema, { ...child, variant: node.uniqueItems ? ctx.variant + i : ctx.variant });
      for (let v = length; node.uniqueItems && v < length + 8 && result.some((r) => deepEqual(r, value)); v++) {
        value = this.sample(schema, { ...child, variant: ctx.variant + v });
      }
      if (value === undefined || (node.uniqueItems && result.some((r) => deepEqual(r, value)))) {
        if (i >= min) break;
        value = value === undefined ? null : value;
      }
      result.push(value);
    }
    return result;
  }
}
