/** Links taken from a spec (contact, license, external docs): the core's one rule of safe schemes. */
export { safeHref } from '../../src/index.js';
