/**
 * What an AsyncAPI Try-It panel's transport means for the reader, above its message box: the proxy's channel
 * bridge when it is used, the MQTT topic and flags or the AMQP route, a TCP-only broker, a one-way event stream.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ChannelTryPlan } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';
import { withValue } from '../shared/with-value.js';

/** `proxyUrl`: set when the panel goes through the proxy's bridge. */
export function transportNotes(plan: ChannelTryPlan, t: Labels, proxyUrl: string | undefined): TemplateResult | typeof nothing {
  if (plan.transport === 'sse') return html`<p class="note">${t.asyncTrySseNote}</p>`;
  const proxyNote = proxyUrl !== undefined ? html`<p class="note via-proxy">${withValue(t.asyncTryViaProxyNote, proxyUrl)}</p>` : nothing;
  const { mqtt, amqp } = plan;
  if (amqp) {
    const consume = amqp.consume;
    const source = !consume ? undefined : 'queue' in consume ? consume.queue : `${consume.exchange} (${consume.routingKey})`;
    return html`${proxyNote}<p class="note amqp">
      ${amqp.publish ? withValue(t.asyncTryAmqpPublish, amqp.publish.exchange || 'amq.default', amqp.publish.routingKey) : nothing}
      ${amqp.publish && source !== undefined ? html`<br />` : nothing}
      ${source !== undefined ? withValue(t.asyncTryAmqpConsume, source) : nothing}</p>`;
  }
  if (!mqtt) return proxyNote;
  return html`${proxyNote}<p class="note mqtt">${withValue((topic) => t.asyncTryMqttTopic(topic, mqtt.qos, mqtt.retain), mqtt.topic)}${mqtt.replyTopic !== undefined
      ? html`<br />${withValue(t.asyncTryReplyTopic, mqtt.replyTopic)}`
      : nothing}</p>
    ${mqtt.tcpOnly && proxyUrl === undefined ? html`<p class="note tcp-only">${t.asyncTryTcpOnlyNote}</p>` : nothing}`;
}
