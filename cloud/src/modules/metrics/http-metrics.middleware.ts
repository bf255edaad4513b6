import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Clock } from '../clock/clock';
import { type OakMetrics } from './oak-metrics';

/** The route label of a request no route matched: the console's files, a 404, a refused body. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route a request matched, as its template (`/api/jobs/:jobId`), never its
 * URL: ids and query strings would make a series per request. A request no
 * route took is one label.
 */
export function routeLabelOf(req: Pick<Request, 'baseUrl'> & { route?: { path?: unknown } }): string {
  const path = req.route?.path;
  if (typeof path !== 'string') return UNMATCHED_ROUTE;
  return `${req.baseUrl}${path}` || '/';
}

/** The status class of an answer: 2xx, 3xx, 4xx or 5xx (anything else as the nearest). */
export function statusClassOf(status: number): string {
  const hundreds = Math.min(5, Math.max(1, Math.floor(status / 100)));
  return `${hundreds}xx`;
}

/**
 * Times every HTTP request from its arrival to the end of its answer (or the
 * client's leaving) and counts it by route template, method and status class.
 */
export function httpMetrics(metrics: OakMetrics, clock: Clock): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = clock.monotonicMs();
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      metrics.httpRequest(
        { route: routeLabelOf(req), method: req.method, status: statusClassOf(res.statusCode) },
        (clock.monotonicMs() - started) / 1000,
      );
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
