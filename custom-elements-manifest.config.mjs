// `cem analyze` reads the components' JSDoc (@summary @fires @csspart @cssproperty) into dist/custom-elements.json.
export default {
  globs: ['components/**/*.ts'],
  exclude: ['components/**/*.styles.ts', 'components/**/*.test.ts'],
  outdir: 'dist',
  litelement: true,
};
