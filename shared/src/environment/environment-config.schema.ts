import { z } from 'zod';
import { DOCUMENTATION_URL_RULE, isDocumentationUrl } from './documentation-url.rule';
import { ENVIRONMENTS, OAUTH_RESPONSE_TYPE, OAUTH_SCOPES } from './environment.constant';

/** The federated-login settings of /config.json; null when no identity provider is configured. */
const oauthConfigSchema = z.object({
  domain: z.string().min(1),
  redirectSignIn: z.string().min(1),
  redirectSignOut: z.string().min(1),
  scope: z.array(z.enum(OAUTH_SCOPES)),
  responseType: z.literal(OAUTH_RESPONSE_TYPE),
});

/**
 * The environment configuration served at /config.json (doc 3 §3). The user
 * pool, web client and identity pool name OAK's own user directory and console
 * client; region names where the deployment runs.
 */
export const environmentConfigSchema = z.object({
  env: z.enum(ENVIRONMENTS),
  controllerEndpoint: z.string().min(1),
  oauth: oauthConfigSchema.nullable(),
  userPoolId: z.string().min(1),
  userPoolWebClientId: z.string().min(1),
  identityPoolId: z.string().min(1),
  region: z.string().min(1),
  /**
   * Where the header's Support > Documentation opens (doc 3 §2 'an external
   * link', its address not shown): the deployment's DOCS_URL, by default the
   * API documentation every OAK serves (SUPPORT_DOCUMENTATION_URL).
   */
  docsUrl: z.string().refine(isDocumentationUrl, `docsUrl ${DOCUMENTATION_URL_RULE}`),
  /**
   * doc 3 §3 'A loadLocal flag swaps in a local configuration': true, the
   * console calls the origin it was loaded from rather than controllerEndpoint
   * (withLocalConfiguration). Absent is false.
   */
  loadLocal: z.boolean().optional(),
});
export type EnvironmentConfig = z.infer<typeof environmentConfigSchema>;
