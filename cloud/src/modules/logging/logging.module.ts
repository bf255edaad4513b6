import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type Options } from 'pino-http';
import { AppConfig } from '../../config/app-config';
import { redactUrl } from './redact-url.util';

/** Paths polled by monitors and the launcher; logging each call would drown the log. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * Headers that carry credentials. The request serializer logs none of them,
 * and should a header object reach the log another way, these are censored.
 */
const SECRET_HEADERS = ['authorization', 'cookie', 'proxy-authorization', 'x-api-key', 'x-auth-token'];

/** The request logger's options: one line per request, with secrets kept out. */
export function requestLogOptions(config: AppConfig): Options {
  return {
    level: config.log.level,
    name: 'oak-cloud',
    transport:
      config.log.pretty && !config.log.destination
        ? {
            target: 'pino-pretty',
            options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' },
          }
        : undefined,
    redact: [
      ...SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
      'res.headers["set-cookie"]',
    ],
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0] ?? '') },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      // Method and URL only, the URL without its secret query values (a setup token, a code).
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const options = requestLogOptions(config);
        return {
          // Express 5 route syntax: every path.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: config.log.destination
            ? [options, config.log.destination as { write(line: string): void }]
            : options,
        };
      },
    }),
  ],
})
export class LoggingModule {}
