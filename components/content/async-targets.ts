import { sectionId, type Operation } from '../../src/index.js';

/**
 * The operation whose card shows the AsyncAPI section `id`: `channel-<channel id>` or `message-<message id>`
 * (replies included), the first such card in page order. Undefined for other ids.
 */
export function asyncSectionTarget(id: string, order: readonly Operation[]): Operation | undefined {
  const channelPrefix = sectionId.channel('');
  const messagePrefix = sectionId.message('');
  if (id.startsWith(channelPrefix)) {
    const channelId = id.slice(channelPrefix.length);
    return order.find((op) => op.async?.channel.id === channelId);
  }
  if (id.startsWith(messagePrefix)) {
    const messageId = id.slice(messagePrefix.length);
    return order.find(
      (op) => op.async?.messages.some((m) => m.id === messageId) || op.async?.reply?.messages.some((m) => m.id === messageId),
    );
  }
  return undefined;
}
