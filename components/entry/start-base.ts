// The base entry's first step: start the page's spec downloads, then the app module beside them.
import './early-start.js';
import { startApp } from './app-loader.js';

startApp(() => import('./define-base.js'));
