/** Types of device-approval.mjs. */
export function confirmUserCode(issuer: string, userCode: string, options?: { deny?: boolean; login?: string }): Promise<string>;
