import { ForbiddenException, GoneException, Injectable } from '@nestjs/common';
import {
  CUSTOM_SCENARIO_API_MESSAGES,
  CUSTOM_SCENARIO_FILE_ROUTES,
  CUSTOM_SCENARIO_LINK_LIFETIME_MS,
  CUSTOM_SCENARIO_SIGNED_LINK_ROUTE,
  type CustomScenarioSignedLinkQuery,
  customScenarioApiPath,
  customScenarioSignedLinkQuerySchema,
  withQuery,
} from '@oak/shared';
import { createHmac } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { SECRET_FILES, readOrCreateSecret } from '../../config/secrets.util';
import { isUuid } from '../../common/company-scope.util';
import { sameSecret } from '../../common/secret.util';

/** The files a signed link may open; doc 2 §7 supplies the validation summary so. */
export type SignedLinkFile = keyof Pick<typeof CUSTOM_SCENARIO_FILE_ROUTES, 'validationResult'>;

/**
 * What the link key is derived under when LINK_SIGNING_SECRET is unset: a
 * label, not a secret, so that a link's signature can never pass for any
 * other keyed hash made with the session secret.
 */
const DERIVED_KEY_LABEL = 'oak custom scenario links v1';

/**
 * Signs and checks the links a user-defined test supplies for opening without
 * a session (doc 2 §7 'GET validationResultGetUrl (a supplied link, no
 * authorisation header)'). A link names the company, the test, the file and
 * when it expires, and carries an HMAC-SHA256 of the four under this
 * deployment's link key: changing any of them, or pointing it at another
 * company's test, makes the signature wrong. Links last
 * CUSTOM_SCENARIO_LINK_LIFETIME_MS; the list hands out fresh ones.
 */
@Injectable()
export class CustomScenarioLinks {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = config.auth.linkSigningSecret
      ? Buffer.from(config.auth.linkSigningSecret)
      : createHmac('sha256', config.auth.jwtSecret ?? readOrCreateSecret(config.home, SECRET_FILES.jwtSecret))
          .update(DERIVED_KEY_LABEL)
          .digest();
  }

  /** The link to a test's file, good from `nowMs` for the link lifetime. */
  signedUrl(companyId: string, scenarioId: string, file: SignedLinkFile, nowMs: number): string {
    const expires = Math.floor((nowMs + CUSTOM_SCENARIO_LINK_LIFETIME_MS) / 1000);
    return withQuery(signedLinkPath(scenarioId, file), {
      company: companyId,
      expires,
      signature: this.signature(companyId, scenarioId, file, expires),
    });
  }

  /**
   * The company a link was given to, when it is this deployment's link to
   * this test's file and has not expired: 403 for a link that is malformed,
   * tampered with or of another test, 410 for one past its time. The
   * signature is checked first, so an expiry is told only to a genuine link.
   */
  companyOf(query: unknown, scenarioId: string, file: SignedLinkFile, nowMs: number): string {
    const parsed = customScenarioSignedLinkQuerySchema.safeParse(query);
    if (!parsed.success || !isUuid(scenarioId))
      throw new ForbiddenException(CUSTOM_SCENARIO_API_MESSAGES.linkInvalid);
    const link: CustomScenarioSignedLinkQuery = parsed.data;
    const expected = this.signature(link.company, scenarioId, file, link.expires);
    if (!sameSecret(link.signature, expected))
      throw new ForbiddenException(CUSTOM_SCENARIO_API_MESSAGES.linkInvalid);
    if (link.expires * 1000 <= nowMs) throw new GoneException(CUSTOM_SCENARIO_API_MESSAGES.linkExpired);
    return link.company;
  }

  private signature(companyId: string, scenarioId: string, file: SignedLinkFile, expires: number): string {
    // Newline-separated: no part can hold one (ids are UUIDs, the file a fixed name, expires a number).
    return createHmac('sha256', this.key)
      .update([companyId, scenarioId, file, String(expires)].join('\n'))
      .digest('base64url');
  }
}

/** `/api/customscenarios/{id}/validationresult/signed`: where a signed link leads. */
export function signedLinkPath(scenarioId: string, file: SignedLinkFile): string {
  return `${customScenarioApiPath(scenarioId)}/${CUSTOM_SCENARIO_FILE_ROUTES[file]}/${CUSTOM_SCENARIO_SIGNED_LINK_ROUTE}`;
}
