/**
 * The Authorize panel's lazy chunk (`components/shared/lazy-elements.ts`): defined when a document with security
 * schemes is shown (a page without any never downloads it).
 */
import { SvAuthorize } from '../authorize/authorize.js';

SvAuthorize.define('sv-authorize');

export { SvAuthorize };
