import { tokensText } from './tokens.js';

/** The exact content of styles/tokens.css (generated; a component test compares the file with this). */
export function tokensCssFile(): string {
  return [
    '/* Generated from styles/tokens.ts by `node --import tsx styles/write-tokens-css.ts`. Do not edit. */',
    '/* The --sv-* system tokens of <spec-viewer>. Override them on `spec-viewer { … }` in your page. */',
    '',
    tokensText('document'),
    '',
  ].join('\n');
}
