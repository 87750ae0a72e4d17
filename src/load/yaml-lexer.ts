/**
 * The two parts of the `yaml` package the plain reader (yaml-plain.ts) uses: its lexer and its scalar resolver.
 * Browser builds take them from the package's own modules (esbuild.config.mjs), so a page whose YAML stays in
 * the plain subset downloads about a quarter of the library; the rest loads only for `YAML.parse`.
 */
import { CST, Lexer } from 'yaml';

export const plainYamlLib = { Lexer, CST: { resolveAsScalar: CST.resolveAsScalar } };
