/** Credential texts shared by Try-It, the HTTP samples and the AsyncAPI samples, in a module of their own. */
import { bytesToBase64 } from '../tryit/bytes.js';

/** The values code samples show for credentials the user has not applied. */
export const CREDENTIAL_PLACEHOLDERS = {
  apiKey: 'YOUR_API_KEY',
  bearer: 'YOUR_TOKEN',
  accessToken: 'YOUR_ACCESS_TOKEN',
  basic: 'YOUR_BASE64_CREDENTIALS',
  rawAuthorization: 'YOUR_CREDENTIALS',
} as const;

/** `Basic base64(user:password)`, UTF-8 encoded as RFC 7617 recommends. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${bytesToBase64(new TextEncoder().encode(`${username}:${password}`))}`;
}
