import { num } from '../format.js';

/** A limit in milliseconds as the core states it: whole seconds as "30 s", else "1500 ms" (numbers in the locale). */
export function seconds(lang: string, ms: number): string {
  return ms % 1000 === 0 ? `${num(lang, ms / 1000)} s` : `${num(lang, ms)} ms`;
}
