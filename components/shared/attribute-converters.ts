import type { ComplexAttributeConverter } from 'lit';

/**
 * A boolean attribute that defaults to true: absent → true, `allow-try-it` / `="true"` → true,
 * `="false"` / `="0"` / `="off"` / `="no"` → false. (HTML boolean attributes cannot express "default true".)
 */
export const defaultTrueBoolean: ComplexAttributeConverter<boolean> = {
  fromAttribute(value: string | null): boolean {
    return value === null || !/^(false|0|off|no)$/i.test(value.trim());
  },
  toAttribute(value: boolean): string {
    return value ? 'true' : 'false';
  },
};

/** A number attribute; absent, empty or not a finite number → undefined. */
export const optionalNumber: ComplexAttributeConverter<number | undefined> = {
  fromAttribute(value: string | null): number | undefined {
    if (value === null || value.trim() === '') return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  },
  toAttribute(value: number | undefined): string | null {
    return value === undefined ? null : String(value);
  },
};
