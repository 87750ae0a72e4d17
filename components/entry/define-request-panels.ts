/**
 * The request panels' lazy chunk (`components/shared/lazy-elements.ts`): the examples column with the code samples,
 * the response and message examples and Try-It's form, defined when a page whose operations can be called needs
 * them (an AsyncAPI page: once its first card is shown). The response view is a chunk of its own
 * (define-response.ts), fetched on the first Send.
 */
import { SvTryIt } from '../try-it/try-it.js';
import { SvCodeSamples } from '../code-samples/code-samples.js';
import { SvExampleColumn } from '../example-column/example-column.js';
import { SvResponseExamples } from '../example-column/response-examples.js';
import { SvMessageExamples } from '../example-column/message-examples.js';
import { SvExampleTabs } from '../example-column/example-tabs.js';
import { asyncTryItView } from '../shared/async-try-it-view.js';

SvTryIt.define('sv-try-it');
SvCodeSamples.define('sv-code-samples');
SvExampleColumn.define('sv-example-column');
SvResponseExamples.define('sv-response-examples');
SvMessageExamples.define('sv-message-examples');
SvExampleTabs.define('sv-example-tabs');
// The AsyncAPI Try-It panel: fetched when a reader opens it from an examples column (lazy-chunks.ts says why here).
asyncTryItView.register(() => import('./define-async-try-it.js'));

export { SvTryIt, SvCodeSamples, SvExampleColumn, SvResponseExamples, SvMessageExamples, SvExampleTabs };
