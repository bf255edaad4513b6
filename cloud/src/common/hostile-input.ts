import { BadRequestException, type INestApplication, Injectable, type PipeTransform } from '@nestjs/common';
import { MAX_JSON_DEPTH, REQUEST_INPUT_MESSAGES } from '@oak/shared';
import { type NextFunction, type Request, type Response } from 'express';

/** What is wrong with a request value, if anything: a NUL character, or nesting deeper than allowed. */
export type HostileInput = 'nul' | 'tooDeep' | undefined;

const NUL = '\u0000';

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * Walks strings, arrays and plain objects (keys too), never buffers or other
 * instances, and stops at the first finding. `depth` counts the containers
 * around `value`: a body `{"a": [1]}` has depth 2.
 */
export function findHostileInput(value: unknown, maxDepth = MAX_JSON_DEPTH, depth = 0): HostileInput {
  if (typeof value === 'string') return value.includes(NUL) ? 'nul' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const container = Array.isArray(value) || isPlain(value);
  if (!container) return undefined;
  if (depth + 1 > maxDepth) return 'tooDeep';
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes(NUL)) return 'nul';
    const found = findHostileInput(item, maxDepth, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function refusal(found: Exclude<HostileInput, undefined>): BadRequestException {
  return new BadRequestException(
    found === 'nul' ? REQUEST_INPUT_MESSAGES.nulCharacter : REQUEST_INPUT_MESSAGES.tooDeep,
  );
}

/** The path as routes see it: decoded, or undefined when it is not valid percent-encoding. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * One guard in front of every route (installed after the body parsers): a NUL
 * character anywhere in the path, the query or a parsed body, or a body nested
 * deeper than MAX_JSON_DEPTH, is a 400 before any route or query sees it.
 * Postgres cannot store a NUL in text, and no field of OAK has a use for one.
 */
export function hostileInputMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const path = decodedPath(req.path);
  const found =
    (path?.includes(NUL) ? 'nul' : undefined) ??
    findHostileInput(req.query as unknown) ??
    findHostileInput(req.body as unknown);
  next(found ? refusal(found) : undefined);
}

/**
 * The same check for what reaches a handler after the middleware ran: the
 * fields and file names of a multipart upload, which multer parses inside the
 * route (a file's record is a plain object; its buffer is not walked).
 */
@Injectable()
export class RejectHostileInputPipe implements PipeTransform {
  transform(value: unknown): unknown {
    const found = findHostileInput(value);
    if (found) throw refusal(found);
    return value;
  }
}

/** Installs both guards; call right after the body parsers, so the middleware sees parsed bodies. */
export function installHostileInputGuards(app: INestApplication): void {
  app.use(hostileInputMiddleware);
  app.useGlobalPipes(new RejectHostileInputPipe());
}
