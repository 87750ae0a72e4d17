/**
 * The request panels' lazy chunk (`components/shared/lazy-elements.ts`): Try-It and the code samples, defined
 * when a page whose operations can be called needs them. The response view is a chunk of its own
 * (define-response.ts), fetched on the first Send.
 */
import { SvTryIt } from '../try-it/try-it.js';
import { SvCodeSamples } from '../code-samples/code-samples.js';

SvTryIt.define('sv-try-it');
SvCodeSamples.define('sv-code-samples');

export { SvTryIt, SvCodeSamples };
