/** A page with module workers (not Node, not a worker itself): where the `validate` option runs its validator in a worker. */
export function inPage(): boolean {
  return typeof Worker === 'function' && typeof document !== 'undefined';
}
