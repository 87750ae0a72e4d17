/** Display helpers of the response view. */
import { statusReason } from '../../src/index.js';

export function statusText(status: number, given: string): string {
  return given !== '' ? given : statusReason(status);
}
