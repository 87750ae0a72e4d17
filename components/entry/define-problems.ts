/**
 * The problem views' lazy chunk (`components/shared/lazy-elements.ts`): the error panel and the warnings list,
 * defined when a load fails or a model has warnings (a clean page never downloads them).
 */
import { SvErrorPanel } from '../error-panel/error-panel.js';
import { SvWarnings } from '../error-panel/warnings.js';

SvErrorPanel.define('sv-error-panel');
SvWarnings.define('sv-warnings');

export { SvErrorPanel, SvWarnings };
