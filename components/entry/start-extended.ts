// The extended entry's first step: start the page's spec downloads, then the app module beside them.
import './early-start.js';
import { startApp } from './app-loader.js';

/** The app module's static chunks, listed by the build (esbuild.config.mjs); undefined where no build set it. */
declare const SPEC_VIEWER_APP_CHUNKS: readonly string[] | undefined;

startApp(() => import('./define-extended.js'), typeof SPEC_VIEWER_APP_CHUNKS === 'undefined' ? [] : SPEC_VIEWER_APP_CHUNKS);
