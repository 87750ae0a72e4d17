/**
 * Whether an AsyncAPI operation has a Try-It panel (a server a browser can reach), in a chunk of its own: the
 * examples column fetches it for its first AsyncAPI card, so neither an OpenAPI page (whose first view carries the
 * column) nor an AsyncAPI page's first view carries the check.
 */
export { hasTryableServer } from '../../src/index.js';
