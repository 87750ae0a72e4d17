/**
 * Stable deep-link ids. An operation without an operationId gets `<method>-<path>` slugged:
 * `GET /pets/{petId}` → `get-pets-petId`. Collisions get `-2`, `-3` … in document order.
 */
export function slugifyOperationId(method: string, path: string): string {
  const slug = path
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? method.toLowerCase() : `${method.toLowerCase()}-${slug}`;
}

/** Returns a function that hands out unique ids, suffixing repeats with -2, -3 … */
export function uniqueIds(): (candidate: string) => string {
  const seen = new Map<string, number>();
  return (candidate) => {
    const n = seen.get(candidate);
    if (n === undefined) {
      seen.set(candidate, 1);
      return candidate;
    }
    let next = n + 1;
    while (seen.has(`${candidate}-${next}`)) next++;
    seen.set(candidate, next);
    const id = `${candidate}-${next}`;
    seen.set(id, 1);
    return id;
  };
}

/** Deep-link ids of the sections of an operation (README.md#deep-links). */
export const sectionId = {
  operation: (id: string) => id,
  parameters: (id: string) => `${id}-parameters`,
  requestBody: (id: string) => `${id}-request-body`,
  responses: (id: string) => `${id}-responses`,
  /** One parameter row of an operation: `<id>-parameters/<in>.<name>`. */
  parameter: (id: string, location: string, name: string) => `${id}-parameters/${location}.${name}`,
  /** One response row of an operation: `<id>-responses/<status>`. */
  response: (id: string, status: string) => `${id}-responses/${status}`,
  /**
   * A property row below a section that shows a schema (a request body, a response row, a schema):
   * `<section>/<name>.<name>…`, the names of the properties on the way down (arrays and compositions add none).
   * The search index and the schema tree both call this, so a result's id is the row's id.
   */
  property: (section: string, names: readonly string[]) => `${section}/${names.join('.')}`,
  schemas: () => 'schemas',
  schema: (name: string) => `schema-${name}`,
  /** AsyncAPI channel (its block in the first card on that channel). */
  channel: (id: string) => `channel-${id}`,
  /** AsyncAPI message (its block in the first card that carries it). */
  message: (id: string) => `message-${id}`,
  /** GraphQL root field (`query-user`) and schema coordinates: `type-User`, `type-User.name`, `directive-skip`. */
  graphqlField: (root: string, field: string) => `${root}-${field}`,
  graphqlType: (name: string) => `type-${name}`,
  graphqlTypeField: (type: string, field: string) => `type-${type}.${field}`,
  graphqlDirective: (name: string) => `directive-${name}`,
  graphqlDirectives: () => 'directives',
} as const;
