import { get as httpsGet } from 'node:https';
import { rootCertificates } from 'node:tls';

/** The cloud's health endpoint: the launcher waits for it before it starts the virtual lab. */
export const HEALTH_PATH = '/api/health';

/** Where the launcher and the virtual lab reach the cloud on this machine: https when TLS is on. */
export function localCloudUrl(port: number, tls: boolean): string {
  return `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
}

/**
 * Asks the cloud's health endpoint once: true when it answers 2xx, else why
 * not. Over https it trusts the public roots and `trust` (TLS_CA_FILE, or a
 * self-signed TLS_CERT_FILE), as the virtual lab does through NODE_EXTRA_CA_CERTS.
 */
export async function probeHealth(cloudUrl: string, trust?: Buffer): Promise<true | string> {
  const url = `${cloudUrl}${HEALTH_PATH}`;
  if (!url.startsWith('https:'))
    return fetch(url).then(
      (response) => response.ok || `HTTP ${response.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
  const ca = trust ? [...rootCertificates, trust.toString('utf8')] : undefined;
  return new Promise((resolve) => {
    const req = httpsGet(url, { ...(ca ? { ca } : {}), timeout: 5000 }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve(status >= 200 && status < 300 ? true : `HTTP ${status}`);
    });
    req.once('timeout', () => req.destroy(new Error('timed out')));
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
