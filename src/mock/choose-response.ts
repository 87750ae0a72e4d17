/**
 * Which documented response the mock answers with: the status a `Prefer: code=` names (an exact status, else its
 * class like `4XX`, else `default`), otherwise the first success (2xx, else `default`, else the first listed); and
 * the media type the request's Accept takes first among those the response declares.
 */
import type { MediaType, Response } from '../model/index.js';
import { mediaTypeEssence } from '../http/media-type.js';

export interface ChosenResponse {
  response: Response;
  /** The number sent: `2XX` and `default` become 200 (a `default` chosen by `code=` becomes that code). */
  status: number;
}

function statusNumber(status: string, wanted?: number): number {
  if (/^\d{3}$/.test(status)) return Number(status);
  if (wanted !== undefined) return wanted;
  const range = /^([1-5])XX$/i.exec(status);
  return range ? Number(range[1]) * 100 : 200;
}

export function chooseResponse(responses: readonly Response[], code?: string): ChosenResponse | undefined {
  if (code !== undefined && /^\d{3}$/.test(code)) {
    const wanted = Number(code);
    const exact = responses.find((r) => r.status === code);
    const range = responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`);
    const fallback = responses.find((r) => r.status === 'default');
    const picked = exact ?? range ?? fallback;
    if (picked) return { response: picked, status: wanted };
  }
  const success = responses.find((r) => /^2(\d\d|XX)$/i.test(r.status));
  const picked = success ?? responses.find((r) => r.status === 'default') ?? responses[0];
  return picked ? { response: picked, status: statusNumber(picked.status) } : undefined;
}

/** q-values of an Accept header, best first; an absent header accepts anything. */
function acceptRanges(accept: string | null): string[] {
  if (!accept || accept.trim() === '') return ['*/*'];
  return accept
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.map((p) => /^q=([\d.]+)$/i.exec(p)).find(Boolean);
      return { range: range.toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.range !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((r) => r.range);
}

function rangeMatches(range: string, mediaType: string): boolean {
  if (range === '*/*') return true;
  const [type, sub] = range.split('/');
  const [mType, mSub] = mediaType.split('/');
  // A declared wildcard (`application/*`, `*/*`) serves any request of its kind.
  if (mType === '*' || (mType === type && mSub === '*')) return true;
  return type === mType && (sub === '*' || sub === mSub);
}

/** The declared media type to answer with; undefined when the response has a body the client does not accept. */
export function chooseMedia(content: readonly MediaType[], accept: string | null): MediaType | undefined {
  for (const range of acceptRanges(accept)) {
    const media = content.find((m) => rangeMatches(range, mediaTypeEssence(m.mediaType)));
    if (media) return media;
  }
  return undefined;
}
