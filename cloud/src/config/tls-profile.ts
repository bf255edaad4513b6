import { type SecureContextOptions } from 'node:tls';

/**
 * Mozilla's "intermediate" server profile (ssl-config.mozilla.org, version 5.7):
 * TLS 1.2 and 1.3 only, and only forward-secret AEAD cipher suites (ECDHE key
 * exchange; TLS 1.3's suites all are). No CBC, no RSA key exchange, no SHA-1
 * MACs. The HTTPS port and the broker's MQTTS (and its WSS) share it.
 */
const TLS_CIPHERS = [
  'TLS_AES_128_GCM_SHA256',
  'TLS_AES_256_GCM_SHA384',
  'TLS_CHACHA20_POLY1305_SHA256',
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/** How long browsers keep to HTTPS once told (Mozilla's two years). */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** A server's TLS options with the certificate and key, held to the intermediate profile. */
export function serverTlsOptions(tls: {
  readonly cert: Buffer;
  readonly key: Buffer;
}): SecureContextOptions & {
  honorCipherOrder: boolean;
} {
  return {
    cert: tls.cert,
    key: tls.key,
    minVersion: 'TLSv1.2',
    ciphers: TLS_CIPHERS,
    // The intermediate profile leaves the choice to the client: every suite offered is strong.
    honorCipherOrder: false,
  };
}
