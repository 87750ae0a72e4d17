/**
 * The response view's lazy chunk (`<sv-response>`), fetched by a Try-It panel on its first Send. Its handle has a
 * module of its own: the other handles' module names the request panels' chunk (Try-It's own), so Try-It
 * importing it would make an import cycle.
 */
import type * as ResponseView from '../entry/define-response.js';
import { LazyElements } from './lazy-chunk.js';

export const responseView = new LazyElements<typeof ResponseView>();
