// Finds a Chrome/Chromium binary (scripts/find-browsers.mjs owns the lookup and the Debian install), for the
// benchmarks and anything else that drives Chromium alone.
import { ENGINES, ensureEngine } from './find-browsers.mjs';

export function findChrome() {
  return ENGINES.chromium.find()?.executablePath;
}

/** Chromium's path; exits with what to install when it cannot be had. */
export function ensureChrome() {
  try {
    return ensureEngine('chromium').executablePath;
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(ensureChrome());
