/** The SOAP Fault box of a Try-It response: code and reason of a 1.1 or 1.2 fault, announced as an alert. */
import { html, nothing, type TemplateResult } from 'lit';
import type { SoapFault } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';

export function soapFaultView(fault: SoapFault | undefined, t: Labels): TemplateResult | typeof nothing {
  if (!fault) return nothing;
  return html`<div class="error soap-fault" role="alert" part="soap-fault">
    <strong>${t.soapFault(fault.version)}</strong>
    <span class="fault-code"><code>${fault.code || t.noFaultCode}</code></span>
    <span class="fault-reason">${fault.reason || t.noFaultReason}</span>
    ${fault.actor ? html`<span class="fault-actor">(${fault.version === '1.1' ? t.faultActor : t.faultRole} <code>${fault.actor}</code>)</span>` : nothing}
  </div>`;
}
