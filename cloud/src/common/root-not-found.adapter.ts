import { ExpressAdapter } from '@nestjs/platform-express';
import { type RequestHandler } from 'express';

/**
 * NestJS's Express adapter, with its not-found answer mounted at the root, for
 * every path, as NestJS 11 mounted it. NestJS 12 mounts it under the global
 * prefix (and on the paths excluded from it) only, so that several apps may
 * share one adapter. The cloud is one app, and HttpErrorFilter must see every
 * 404: it answers a browser navigation outside /api (a console route like
 * /labs) with the console's index page, and anything else with a JSON 404
 * rather than Express's HTML page. Mounted under /api, the handler would also
 * see a request's path without the prefix, and take an unknown API path for a
 * console route.
 */
export class RootNotFoundAdapter extends ExpressAdapter {
  override setNotFoundHandler(handler: RequestHandler): unknown {
    return this.use(handler);
  }
}
