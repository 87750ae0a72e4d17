/** Types of esbuild.config.mjs for tests that bundle the browser entries the same way. */
import type { Metafile, Plugin } from 'esbuild';
export const browserAliases: Record<string, string>;
export const browserPlugins: Plugin[];
export function build(): Promise<Metafile>;
export function printSizes(metafile: Metafile): void;
export function buildModule(outdir: string, options?: { logLevel?: import('esbuild').LogLevel }): Promise<import('esbuild').BuildResult & { metafile: Metafile }>;
export function buildNode(outdir: string, options?: { logLevel?: import("esbuild").LogLevel }): Promise<void>;
