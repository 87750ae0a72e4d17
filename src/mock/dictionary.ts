/**
 * A fresh object without prototype, for objects keyed by names from the request: `__proto__` or `constructor`
 * must be plain keys there, never a way into Object.prototype.
 */
export function dictionary<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
