/**
 * Defines `key` on `target` as a memoized getter: `compute` runs on first read and its result replaces the
 * getter with a plain data property. The property is enumerable and writable, so the object still looks
 * (spread, Object.keys, assignment) like a plain model object. Used to keep per-operation and per-schema
 * details of huge specs off the load path until the UI actually reads them.
 */
export function defineLazy<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  const settle = (owner: T, value: T[K]): void => {
    Object.defineProperty(owner, key, { value, writable: true, enumerable: true, configurable: true });
  };
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get(this: T): T[K] {
      const value = compute();
      settle(this, value);
      return value;
    },
    set(this: T, value: T[K]) {
      settle(this, value);
    },
  });
}
