import { Injectable } from '@nestjs/common';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Request, type Response } from 'express';
import { AppConfig } from '../../config/app-config';

/** The built console: its static files and the index page every client route gets. */
@Injectable()
export class ConsoleAssets {
  readonly dir: string;
  private readonly indexPath: string;

  constructor(config: AppConfig) {
    this.dir = config.consoleDir;
    this.indexPath = path.join(this.dir, 'index.html');
  }

  get available(): boolean {
    return existsSync(this.indexPath);
  }

  /** A browser navigation to a client route: a GET for HTML outside the API. */
  isConsoleNavigation(req: Request): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.path === '/api' || req.path.startsWith('/api/')) return false;
    return req.accepts(['json', 'html']) === 'html';
  }

  sendIndex(res: Response): void {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(this.indexPath);
  }
}
