/**
 * GraphQL servers answer most failures with HTTP 200 and an `errors` array; Try-It shows those as errors.
 * Returns the messages (with their path when given), or an empty list when the body carries none.
 */
export function graphqlErrorsOf(body: string, contentType: string): string[] {
  if (!/json/i.test(contentType) && !/^\s*\{/.test(body)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const errors = typeof parsed === 'object' && parsed !== null ? (parsed as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.map((e) => {
    if (typeof e !== 'object' || e === null) return String(e);
    const { message, path } = e as { message?: unknown; path?: unknown };
    const text = typeof message === 'string' ? message : JSON.stringify(e);
    return Array.isArray(path) && path.length > 0 ? `${text} (at ${path.join('.')})` : text;
  });
}
