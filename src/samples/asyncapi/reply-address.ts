/**
 * Where a request carries its reply address when the document says it is known only at runtime (AsyncAPI 3.0
 * `reply.address.location`): a field of the JSON payload or a message header. MQTT samples read and write it there;
 * other locations (`$message.header` without a name, custom expressions) stay a note.
 */
import { payloadPointer } from '../../tryit/async/payload-location.js';

export type RuntimeAddress =
  | { in: 'payload'; pointer: string[]; location: string }
  | { in: 'header'; name: string; location: string };

export function runtimeAddressOf(location: string | undefined): RuntimeAddress | undefined {
  if (location === undefined) return undefined;
  const pointer = payloadPointer(location);
  if (pointer && pointer.length > 0) return { in: 'payload', pointer, location: location.trim() };
  const header = /^\$message\.header#\/([^/]+)$/.exec(location.trim());
  return header ? { in: 'header', name: header[1]!.replace(/~1/g, '/').replace(/~0/g, '~'), location: location.trim() } : undefined;
}

/** The words the samples' first comment uses for it: `the replyTo field of the payload`. */
export function runtimeAddressWords(address: RuntimeAddress): string {
  return address.in === 'payload' ? `the payload's ${address.pointer.join('.')} field` : `the message's ${address.name} header (an MQTT 5 user property)`;
}
