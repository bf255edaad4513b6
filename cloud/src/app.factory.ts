import { type Server } from 'node:http';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { LAB_PROVISIONING_PATH, PRODUCT_NAME } from '@oak/shared';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { installBodyParsers } from './common/body-parsers';
import { HttpErrorFilter } from './common/http-error.filter';
import { installHostileInputGuards } from './common/hostile-input';
import { RootNotFoundAdapter } from './common/root-not-found.adapter';
import { type AppConfig } from './config/app-config';
import { serverTlsOptions } from './config/tls-profile';
import { Clock } from './modules/clock/clock';
import { LiveHub } from './modules/live/live-hub';
import { LiveIoAdapter } from './modules/live/live-io.adapter';
import { httpMetrics } from './modules/metrics/http-metrics.middleware';
import { METRICS_PATH } from './modules/metrics/metrics.controller';
import { OakMetrics } from './modules/metrics/oak-metrics';
import { ProvisioningToken } from './modules/provisioning/provisioning-token.service';
import { addSecuritySchemes, declareSessionAnswers } from './modules/auth/public.decorator';
import { QuietBootLogger } from './modules/logging/quiet-boot-logger';
import { ConsoleAssets } from './modules/site/console-assets.service';
import { securityHeaders } from './modules/site/security-headers.middleware';

/** Paths outside the API prefix: /config.json, which needs no sign-in, and the scrapers' /metrics. */
const UNPREFIXED = [
  { path: 'config.json', method: RequestMethod.GET },
  // Where Prometheus looks by default.
  { path: METRICS_PATH, method: RequestMethod.GET },
];

export const OPENAPI_PATH = 'api/docs';

/**
 * How long an idle keep-alive connection stays open: longer than clients and
 * proxies keep theirs (undici about 4 s, load balancers 60 s), so the server
 * never closes a connection at the moment a client reuses it. Node's 5 s
 * default made such a request fail now and then with 'other side closed'.
 */
export const HTTP_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Every route under /api, but the few that sit outside it. */
export function useApiPrefix(app: INestApplication): void {
  app.setGlobalPrefix('api', { exclude: UNPREFIXED });
}

/**
 * The OpenAPI document of the app's routes, as served at /api/docs/openapi.json
 * and checked by `npm run lint` (scripts/lint-openapi.mjs builds it from an app
 * in preview mode, with no database).
 */
export function openApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    addSecuritySchemes(
      new DocumentBuilder()
        .setTitle(`${PRODUCT_NAME} API`)
        .setDescription(
          'The REST API of the OAK cloud. Every route but sign-in, /config.json and health needs a bearer token.',
        )
        .setVersion(version)
        .setLicense('Apache-2.0', 'https://www.apache.org/licenses/LICENSE-2.0')
        // Relative: the cloud that serves the document (its paths begin with /api).
        .addServer('/', 'This OAK cloud'),
    ).build(),
  );
  return declareSessionAnswers(document);
}

/** Builds the cloud application; the caller decides whether to listen or only init (tests). */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    new RootNotFoundAdapter(),
    {
      bufferLogs: true,
      abortOnError: false,
      // Parsers are installed below with explicit limits and error translation.
      bodyParser: false,
      // TLS_CERT_FILE and TLS_KEY_FILE: HTTPS on the same port (and WSS for the broker's /mqtt).
      ...(config.tls ? { httpsOptions: serverTlsOptions(config.tls) } : {}),
    },
  );
  app.useLogger(new QuietBootLogger(app.get(Logger)));
  app.disable('x-powered-by');
  // Behind a trusted reverse proxy, req.protocol and host come from X-Forwarded-*.
  app.set('trust proxy', config.http.trustProxy);
  // First, so that every request is timed, those answered before a route too.
  app.use(httpMetrics(app.get(OakMetrics), app.get(Clock)));
  // Before anything else answers, so that every answer (errors included) carries them.
  app.use(securityHeaders(config));
  // The provisioning token is checked before the body parsers read a byte.
  app.use(LAB_PROVISIONING_PATH, app.get(ProvisioningToken).gate());
  installBodyParsers(app);
  installHostileInputGuards(app);
  useApiPrefix(app);
  app.useGlobalFilters(new HttpErrorFilter(app.get(ConsoleAssets)));
  app.use(app.get(ConsoleAssets).serve());
  // The live gateway on the node's one live server, the hub's, so it shares the hub's Redis adapter.
  app.useWebSocketAdapter(new LiveIoAdapter(app, app.get(LiveHub)));

  const document = openApiDocument(app, config.version);
  SwaggerModule.setup(OPENAPI_PATH, app, document, { jsonDocumentUrl: `${OPENAPI_PATH}/openapi.json` });

  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = HTTP_KEEP_ALIVE_TIMEOUT_MS;
  // Headers must be allowed to take longer than an idle connection may last.
  server.headersTimeout = HTTP_KEEP_ALIVE_TIMEOUT_MS + 1000;

  app.enableShutdownHooks();
  return app;
}
