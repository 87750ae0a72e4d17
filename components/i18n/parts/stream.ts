/**
 * English labels of a streamed Try-It answer (the response view's lazy chunk): they load with that part, not with
 * the entry. Every locale table still has them (typed `Labels`).
 */
import { bytes, num, plural } from '../format.js';

const L = 'en';

export const streamEn = {
  streamItems: (count: number) => plural(L, count, { one: `${num(L, count)} item`, other: `${num(L, count)} items` }),
  streamReceiving: 'receiving…',
  streamStreamItems: 'Stream items',
  streamEarlierItems: (count: number) => `${num(L, count)} earlier items are not shown here; Copy all and Download have them.`,
  streamItemCut: (chars: number) => `Shown in part (${num(L, chars)} characters); Copy all and Download have it whole.`,
  streamEnded: {
    complete: 'The stream ended.',
    stopped: 'Stopped: what arrived is kept.',
    cut: 'The stream was cut before it ended; what arrived is kept.',
    limit: 'The stream passed its size limit; reading stopped. What arrived is kept.',
  },
  streamKeepAlives: (count: number) => plural(L, count, { one: `${num(L, count)} comment (keep-alive) not shown`, other: `${num(L, count)} comments (keep-alives) not shown` }),
  copyAll: 'Copy all',
  downloadStream: (size: number) => `Download the raw stream (${bytes(L, size)})`,
};
