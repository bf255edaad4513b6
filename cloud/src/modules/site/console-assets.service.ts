import { Injectable } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppConfig } from '../../config/app-config';

/**
 * The compressed twins the console's build writes beside each text file
 * (console/vite-plugins/precompress.plugin.ts), in the order they are preferred:
 * brotli is the smaller, gzip what every client takes.
 */
const ENCODED_TWINS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

type EncodedTwin = (typeof ENCODED_TWINS)[number];

/** Vite fingerprints everything under assets/: a name there never gets other bytes. */
const FINGERPRINTED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A source map would publish the console's sources: the build writes none, and none is served. */
const SOURCE_MAP = /\.map$/i;

/** The built console: its static files and the index page every client route gets. */
@Injectable()
export class ConsoleAssets {
  readonly dir: string;
  private readonly indexPath: string;
  private readonly files: RequestHandler;

  constructor(config: AppConfig) {
    this.dir = config.consoleDir;
    this.indexPath = path.join(this.dir, 'index.html');
    this.files = express.static(this.dir, {
      index: false,
      // The headers of the file the browser asked for, whichever twin carries its bytes.
      setHeaders: (res, file) =>
        res.setHeader('Cache-Control', this.isFingerprinted(file) ? FINGERPRINTED_CACHE_CONTROL : 'no-cache'),
    });
  }

  get available(): boolean {
    return existsSync(this.indexPath);
  }

  /** A browser navigation to a client route: a GET for HTML outside the API. */
  isConsoleNavigation(req: Request): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (isApiPath(req.path)) return false;
    return req.accepts(['json', 'html']) === 'html';
  }

  sendIndex(res: Response): void {
    res.setHeader('Cache-Control', 'no-cache');
    void this.chooseTwin(res.req, res, this.indexPath).then(
      (twin) => res.sendFile(twin ? this.indexPath + twin.suffix : this.indexPath),
      () => res.sendFile(this.indexPath),
    );
  }

  /**
   * Serves the console's files: each as the compressed twin the browser
   * accepts (brotli, else gzip, else the file itself), with the file's own
   * Content-Type; never a source map. Anything else goes on (to a 404, or to
   * the index page for a browser navigation).
   */
  serve(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      // No console file lives under /api: an API call goes on without a look at the disk.
      if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
      const file = this.fileOf(req.path);
      if (!file || SOURCE_MAP.test(file)) return next();
      void this.chooseTwin(req, res, file).then((twin) => {
        if (!twin) return this.files(req, res, next);
        const url = req.url;
        req.url = withPathSuffix(url, twin.suffix);
        // Should the twin vanish under us, what follows must not see its headers or URL.
        this.files(req, res, (error?: unknown) => {
          req.url = url;
          res.removeHeader('Content-Encoding');
          res.removeHeader('Content-Type');
          next(error);
        });
      }, next);
    };
  }

  /**
   * The twin of `file` to send, if the request accepts one, with the answer's
   * Content-Encoding and Content-Type set. A file that has twins varies by
   * Accept-Encoding, whichever is sent, so that a cache keeps one per encoding.
   */
  private async chooseTwin(req: Request, res: Response, file: string): Promise<EncodedTwin | undefined> {
    const twins = await this.twinsOf(file);
    if (twins.length === 0) return undefined;
    res.vary('Accept-Encoding');
    const twin = twins.find(({ coding }) => req.acceptsEncodings(coding) === coding);
    if (twin) {
      res.setHeader('Content-Encoding', twin.coding);
      res.type(path.extname(file));
    }
    return twin;
  }

  private async twinsOf(file: string): Promise<EncodedTwin[]> {
    const found = await Promise.all(
      ENCODED_TWINS.map((twin) =>
        stat(file + twin.suffix).then(
          (stats) => stats.isFile(),
          () => false,
        ),
      ),
    );
    return ENCODED_TWINS.filter((_, index) => found[index]);
  }

  /** The file a request path names inside the console's folder; undefined for a path that leaves it. */
  private fileOf(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = path.join(this.dir, decoded);
    return file.startsWith(this.dir + path.sep) ? file : undefined;
  }

  private isFingerprinted(file: string): boolean {
    return path.relative(this.dir, file).startsWith(`assets${path.sep}`);
  }
}

function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/** `url` with `suffix` after its path, before its query. */
function withPathSuffix(url: string, suffix: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url + suffix : url.slice(0, query) + suffix + url.slice(query);
}
