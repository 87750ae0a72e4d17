/**
 * The AsyncAPI Try-It panel's lazy chunk (`components/shared/async-try-it-view.ts`): fetched when a reader opens
 * Try-It on a card whose servers speak WebSocket, never before.
 */
import { SvAsyncTryIt } from '../async-try-it/async-try-it.js';

SvAsyncTryIt.define('sv-async-try-it');

export { SvAsyncTryIt };
