/**
 * The SOAP part of an operation card: the endpoint line (POST + port address), and binding facts (SOAP version,
 * style/use, SOAPAction, service and port) with the input, output and fault elements as XML names.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Operation, Schema, SoapInfo } from '../../../src/index.js';
import type { Labels } from '../../i18n/en.js';


/** Method badge and endpoint address (or a note that the WSDL declares none). */
export function soapEndpointLine(op: Operation, t: Labels): TemplateResult {
  const address = op.soap?.address;
  return html`<div class="endpoint" part="endpoint">
    <span class="method method-post" part="method-badge">POST</span>
    ${address ? html`<code class="path" dir="ltr">${address}</code>` : html`<code class="path">${t.noSoapAddress}</code>`}
  </div>`;
}

/** Binding facts and message elements, as a definition list. */
export function soapDetails(soap: SoapInfo | undefined, t: Labels): TemplateResult | typeof nothing {
  if (!soap) return nothing;
  const faults = soap.faults ?? [];
  return html`<section class="section soap" part="soap">
    <dl class="soap-facts">
      <dt>${t.binding}</dt>
      <dd>SOAP ${soap.version}, ${soap.style}/${soap.use}</dd>
      <dt>SOAPAction</dt>
      <dd>${soap.soapAction ? html`<code>${soap.soapAction}</code>` : html`<span class="muted">${t.none}</span>`}</dd>
      ${soap.service ? html`<dt>${t.service}</dt><dd><code>${soap.service}</code></dd>` : nothing}
      ${soap.port ? html`<dt>${soap.service ? t.port : t.bindingName}</dt><dd><code>${soap.port}</code></dd>` : nothing}
      <dt>${t.input}</dt>
      <dd>${elementTag(soap.inputElement, t)}</dd>
      <dt>${t.output}</dt>
      <dd>${soap.outputElement ? elementTag(soap.outputElement, t) : html`<span class="muted">${t.noneOneWay}</span>`}</dd>
      ${faults.length > 0
        ? html`<dt>${t.faults}</dt>
            <dd>${faults.map((f, i) => html`${i > 0 ? ', ' : ''}<code>${f.name}</code>${f.schema ? html` ${elementTag(f.schema, t)}` : nothing}`)}</dd>`
        : nothing}
    </dl>
  </section>`;
}

/** `<ns:Name>` with the namespace as a tooltip and in text for screen readers. */
function elementTag(schema: Schema | undefined, t: Labels): TemplateResult {
  if (!schema) return html`<span class="muted">${t.noMessagePart}</span>`;
  const name = schema.xml?.name ?? schema.name ?? 'element';
  const ns = schema.xml?.namespace;
  return html`<code title=${ns ?? ''}>&lt;${name}&gt;</code>${ns ? html` <span class="muted ns">${t.inNamespace(ns)}</span>` : nothing}`;
}
