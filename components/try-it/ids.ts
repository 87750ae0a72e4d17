/** Element ids inside one Try-It shadow root, safe for any parameter or property name. */
const unsafe = /[^A-Za-z0-9_-]/g;

export const fieldId = (kind: string, name: string, index = 0): string =>
  `${kind}-${index}-${name.replace(unsafe, '_')}`;
