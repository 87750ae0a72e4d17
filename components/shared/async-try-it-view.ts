/**
 * The AsyncAPI Try-It panel's lazy chunk (`<sv-async-try-it>`), fetched when a reader opens Try-It on an AsyncAPI
 * card whose servers speak WebSocket. A module of its own, like the response view's: the examples column that
 * opens it lives in the request panels' chunk, whose handle's module names that chunk.
 */
import type * as AsyncTryItView from '../entry/define-async-try-it.js';
import { LazyElements } from './lazy-chunk.js';

export const asyncTryItView = new LazyElements<typeof AsyncTryItView>();
