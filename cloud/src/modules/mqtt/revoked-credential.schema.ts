import { z } from 'zod';

/** The payload Postgres announces when a Pi's credential is revoked (REVOCATION_CHANNELS.thingCredential). */
const revokedCredentialSchema = z.object({ id: z.string().min(1), username: z.string().min(1) });
export type RevokedCredential = z.infer<typeof revokedCredentialSchema>;

/** The revoked credential a notification names, or undefined for a payload not of that shape. */
export function parseRevokedCredential(payload: string): RevokedCredential | undefined {
  try {
    const parsed = revokedCredentialSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
