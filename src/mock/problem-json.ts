/** An RFC 9457 problem answer: the one shape of every error the mock itself answers. */
import { statusReason } from '../http/status-reason.js';
import type { MockAnswer } from './types.js';

export function problemJson(status: number, detail: string, extra: Record<string, unknown> = {}, headers: Array<[string, string]> = []): MockAnswer {
  const body = { type: 'about:blank', title: statusReason(status), status, detail, ...extra };
  return { status, headers: [['Content-Type', 'application/problem+json'], ...headers], body: JSON.stringify(body, null, 2) };
}
