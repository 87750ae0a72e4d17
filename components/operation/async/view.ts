/** The AsyncAPI pieces of the operation card, a lazy chunk that only AsyncAPI pages download. */
import type { FormatView } from '../../shared/format-views.js';
import { asyncOperationCard } from './async-operation.js';
import { asyncOperationStyles } from './async-operation.styles.js';
import { asyncapiEn } from '../../i18n/parts/asyncapi.js';
import { withEnglish } from '../../i18n/english-parts.js';

export const asyncView: FormatView = {
  operationStyles: asyncOperationStyles,
  operationCard: (op, model, anchored, t, shownMessages, samples) => asyncOperationCard(op, model, anchored, withEnglish(t, asyncapiEn), shownMessages, samples),
};
