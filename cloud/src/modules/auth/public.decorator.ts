import { SetMetadata } from '@nestjs/common';
import { DECORATORS, type DocumentBuilder, type OpenAPIObject } from '@nestjs/swagger';
import { restErrorBodySchema } from '@oak/shared';
import { openApiSchema } from '../../common/openapi-schema.util';

export const IS_PUBLIC = 'oak:public';

/** A route that needs no session: sign-in, the password flows, health, /config.json. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The OpenAPI security scheme of a Pi's own credentials: HTTP Basic, its thing name and MQTT password. */
export const PI_SECURITY = 'pi';
/** The OpenAPI security scheme of the external MQTT broker's calls: Bearer MQTT_AUTH_SECRET. */
export const MQTT_BROKER_SECURITY = 'mqtt-broker';
/** The OpenAPI security scheme of a metrics scraper: Bearer METRICS_TOKEN. */
export const METRICS_SECURITY = 'metrics';

/** Declares the security schemes the routes name: a user's session, a Pi, the MQTT broker, a scraper. */
export function addSecuritySchemes(document: DocumentBuilder): DocumentBuilder {
  return document
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description:
        'The idToken.jwtToken of POST /api/auth/signin, or a personal API token (oak_..., made under /api/tokens: a read token on GET routes only, a run token on any but the session and token routes); or the provisioning token, where said.',
    })
    .addBasicAuth(
      {
        type: 'http',
        scheme: 'basic',
        description: "A Pi's thing name and the MQTT password registration issued.",
      },
      PI_SECURITY,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'MQTT_AUTH_SECRET, shared with the external MQTT broker.',
      },
      MQTT_BROKER_SECURITY,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, shared with the metrics scraper.' },
      METRICS_SECURITY,
    );
}

/**
 * The 401 of every operation that needs a session, and the 403 of a read API
 * token on every one that changes data: the global AuthGuard answers them
 * before the route runs, so the routes do not each declare them.
 */
export function declareSessionAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation?.security?.some((requirement) => 'bearer' in requirement)) continue;
      operation.responses['401'] ??= {
        description:
          'No session, or an expired one: sign in again. Or an API token unknown, revoked, expired or of another company, and which.',
        content: { 'application/json': { schema: openApiSchema(restErrorBodySchema) } },
      };
      if (method !== 'get')
        operation.responses['403'] ??= {
          description: 'An API token of the read scope: this route changes data and needs the run scope.',
          content: { 'application/json': { schema: openApiSchema(restErrorBodySchema) } },
        };
    }
  }
  return document;
}

/**
 * The OpenAPI side of a @Public() route that checks no credentials of its own:
 * its operation says `security: []` (anyone may call it), so the document
 * declares the security of every operation (Redocly's security-defined rule).
 * A public route that checks other credentials declares them with @ApiSecurity.
 */
export function ApiNoCredentials(): ClassDecorator & MethodDecorator {
  const decorate = (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (descriptor) {
      // Merged into the operation like @ApiOperation's options (which merge too), so that it overrides a controller's @ApiBearerAuth.
      const operation: unknown = Reflect.getMetadata(DECORATORS.API_OPERATION, descriptor.value);
      Reflect.defineMetadata(
        DECORATORS.API_OPERATION,
        { ...(operation ?? {}), security: [] },
        descriptor.value as object,
      );
      return;
    }
    Reflect.defineMetadata(DECORATORS.API_SECURITY, [], target);
  };
  return decorate as ClassDecorator & MethodDecorator;
}
