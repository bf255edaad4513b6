import { type AppConfig } from '../../../config/app-config';
import { consoleOrigin } from './completion-mails.service';

const config = (http: Partial<AppConfig['http']>, tls = false): Pick<AppConfig, 'http' | 'tls'> => ({
  http: { host: '0.0.0.0', port: 8080, trustProxy: 'loopback', ...http },
  ...(tls ? { tls: {} as AppConfig['tls'] } : {}),
});

describe('where a completion mail links the console', () => {
  it('is the public URL when one is set', () => {
    expect(consoleOrigin(config({ publicUrl: 'https://oak.example.com' }))).toBe('https://oak.example.com');
  });

  it('is else this node as the launcher prints it: localhost for every address, the scheme of its TLS', () => {
    expect(consoleOrigin(config({}))).toBe('http://localhost:8080');
    expect(consoleOrigin(config({ host: '::', port: 443 }, true))).toBe('https://localhost:443');
    expect(consoleOrigin(config({ host: '10.0.0.5' }))).toBe('http://10.0.0.5:8080');
    expect(consoleOrigin(config({ host: 'fd00::5' }))).toBe('http://[fd00::5]:8080');
  });
});
