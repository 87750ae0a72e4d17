/**
 * Ready-made Express router: `app.use('/api/proxy', createProxyRouter(options))`.
 * Mount it before any global body parser (`express.json()`) so the rate limit is counted before parsing and
 * maxBodySize applies; if a parser runs first, its parsed body is used and its size limit applies.
 * The client IP comes from `trustProxy` in these options, not from Express's `trust proxy` setting.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { createProxyHandler, type ProxyHandler } from './handler.js';
import type { ProxyOptions } from './options.js';

export type ProxyRouter = Router & Pick<ProxyHandler, 'close' | 'ready'>;

export function createProxyRouter(options: ProxyOptions = {}): ProxyRouter {
  const handler = createProxyHandler(options);
  const router = Router();
  // Exactly the mount path (and its trailing-slash form); deeper paths fall through to the app.
  router.all('/', (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch(next);
  });
  return Object.assign(router, { close: handler.close, ready: handler.ready });
}

export type { ProxyOptions } from './options.js';
export type { AuditRecord } from './audit.js';
