import type { BuildOptions } from 'esbuild';

export declare const nodeBuildOptions: Pick<BuildOptions, 'bundle' | 'format' | 'platform' | 'target' | 'packages'>;
export declare const requireInModules: string;
