/**
 * Fails the current test when Lit logs a warning (change-in-update, unknown binding, missing define …).
 * The "Lit is in dev mode" notice itself is allowed. Call once at the top of a `describe`.
 *
 * @example
 * ```ts
 * describe('sv-sidebar', () => {
 *   failOnLitWarnings();
 *   it('…', async () => { … });
 * });
 * ```
 */
export function failOnLitWarnings(): void {
  let original: typeof console.warn | undefined;
  let warnings: string[] = [];

  beforeEach(() => {
    warnings = [];
    original = console.warn;
    const passThrough = original;
    console.warn = (...args: unknown[]) => {
      const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
      if (!/Lit is in dev mode/.test(text) && /\blit\b|lit\.dev|lit-html|ReactiveElement/i.test(text)) warnings.push(text);
      passThrough.apply(console, args);
    };
  });

  afterEach(() => {
    if (original) console.warn = original;
    if (warnings.length > 0) throw new Error(`Lit warned during this test:\n${warnings.join('\n')}`);
  });
}
