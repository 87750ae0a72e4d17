import { createContext } from '@lit/context';
import type { AuthSession } from '../../src/index.js';

/**
 * The page's AuthSession, provided by `<spec-viewer>` (one per loaded model) to the Authorize panel, the
 * security badges and the Try-It wiring.
 */
export const authSessionContext = createContext<AuthSession | undefined>(Symbol('spec-viewer-auth-session'));
