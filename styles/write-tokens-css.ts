// Regenerates styles/tokens.css from styles/tokens.ts (the single source): `node --import tsx styles/write-tokens-css.ts`.
import { writeFileSync } from 'node:fs';
import { tokensCssFile } from './tokens-css-file.js';

writeFileSync(new URL('./tokens.css', import.meta.url), tokensCssFile());
