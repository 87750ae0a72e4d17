/** The SOAP pieces of the operation card, a lazy chunk that only WSDL pages download. */
import type { FormatView } from '../../shared/format-views.js';
import { soapDetails, soapEndpointLine } from './soap-details.js';
import { soapDetailsStyles } from './soap-details.styles.js';
import { soapEn } from '../../i18n/parts/soap.js';
import { withEnglish } from '../../i18n/english-parts.js';

export const soapView: FormatView = {
  operationStyles: soapDetailsStyles,
  endpointLine: (op, t) => soapEndpointLine(op, withEnglish(t, soapEn)),
  operationDetails: (op, t) => soapDetails(op.soap, withEnglish(t, soapEn)),
};
