/** Types of ensure-sample-toolchains.mjs (the script stays plain JS so it runs without a TypeScript loader). */
export type SampleToolchainLanguage = 'curl' | 'python' | 'go' | 'java' | 'csharp';
/** `command` when the toolchain is usable (`runner`: the program that runs compiled C#); `reason` when not. */
export interface SampleToolchain {
  command?: string;
  runner?: string;
  reason?: string;
}
export const DEBIAN_PACKAGES: Record<SampleToolchainLanguage, string[]>;
export function findSampleToolchains(): Record<SampleToolchainLanguage, SampleToolchain>;
export function ensureSampleToolchains(options?: { log?: (line: string) => void }): Record<SampleToolchainLanguage, SampleToolchain>;
