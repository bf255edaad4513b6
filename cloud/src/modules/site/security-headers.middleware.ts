import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type AppConfig } from '../../config/app-config';
import { HSTS_MAX_AGE_SECONDS } from '../../config/tls-profile';

/**
 * The Content-Security-Policy of every answer. Scripts come from this origin
 * only, never inline (the console is a Vite build whose index.html loads one
 * module file; Swagger UI loads its scripts as files too). Styles may be
 * inline: Chakra's emotion inserts its rules at run time, and style carries
 * no script. Nothing may frame OAK, and forms post to OAK only.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // REST and Socket.IO (polling and WebSocket) to the controller endpoint of /config.json.
    `connect-src ${connectSources(config).join(' ')}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** 'self', plus PUBLIC_URL's origin and its WebSocket twin when the console is served elsewhere. */
function connectSources(config: AppConfig): string[] {
  const sources = ["'self'"];
  if (config.http.publicUrl) {
    const origin = new URL(config.http.publicUrl).origin;
    sources.push(origin, origin.replace(/^http/, 'ws'));
  }
  return sources;
}

/**
 * Sets the browser hardening headers on every answer, API, console and
 * errors alike, before any handler runs; HSTS on answers over HTTPS. Every answer under /api defaults to
 * Cache-Control: no-store, since sessions, setup tokens and Pi passwords
 * travel in API answers; a handler whose answer may be kept sets its own.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const policy = contentSecurityPolicy(config);
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    // URLs may carry a token (a setup command's): never hand them to another site.
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (req.path === '/api' || req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    // Over HTTPS (OAK's own, or a trusted proxy's by X-Forwarded-Proto), browsers keep to it from then on.
    if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
    next();
  };
}
