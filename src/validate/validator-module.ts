/**
 * Loads a validator library. The page build bundles them into its workers; in Node they are optional peers of the
 * package (`npm i spec-viewer` installs neither, being 25 MB and 170 packages for AsyncAPI's), so a missing one
 * says which package to install rather than failing with a bare module error.
 */
export async function importValidator<T>(name: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === 'ERR_MODULE_NOT_FOUND' && String(message).includes(name)) {
      throw new Error(`${name} is not installed; validating in Node needs it: npm install ${name}`);
    }
    throw error;
  }
}
