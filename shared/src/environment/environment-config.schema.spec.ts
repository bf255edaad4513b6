import { DEFAULT_ENVIRONMENT, ENVIRONMENTS } from './environment.constant';
import { environmentConfigSchema } from './environment-config.schema';
import { withLocalConfiguration } from './local-configuration.rule';

const valid = {
  env: 'alpha',
  controllerEndpoint: 'http://localhost:8080',
  oauth: null,
  userPoolId: 'oak',
  userPoolWebClientId: 'oak-console',
  identityPoolId: 'oak-identities',
  region: 'local',
  docsUrl: '/api/docs',
};

describe('environmentConfigSchema', () => {
  it('offers alpha, beta and prod with alpha as the default', () => {
    expect(ENVIRONMENTS).toEqual(['alpha', 'beta', 'prod']);
    expect(DEFAULT_ENVIRONMENT).toBe('alpha');
  });

  it('accepts a configuration without federated login', () => {
    expect(environmentConfigSchema.parse(valid)).toEqual(valid);
  });

  it('accepts federated login with the spec scopes and code response type', () => {
    const oauth = {
      domain: 'id.example.com',
      redirectSignIn: 'http://localhost:8080/',
      redirectSignOut: 'http://localhost:8080/',
      scope: ['email', 'openid', 'profile'],
      responseType: 'code',
    };
    expect(environmentConfigSchema.parse({ ...valid, oauth }).oauth).toEqual(oauth);
  });

  it('takes the loadLocal flag, absent meaning false', () => {
    expect(environmentConfigSchema.parse({ ...valid, loadLocal: true }).loadLocal).toBe(true);
    expect(environmentConfigSchema.parse(valid).loadLocal).toBeUndefined();
    expect(environmentConfigSchema.safeParse({ ...valid, loadLocal: 'yes' }).success).toBe(false);
  });

  it('swaps in the local configuration when loadLocal is true: the console origin as the controller', () => {
    const origin = 'http://localhost:5173';
    expect(withLocalConfiguration({ ...valid, loadLocal: true }, origin)).toEqual({
      ...valid,
      loadLocal: true,
      controllerEndpoint: origin,
    });
    expect(
      withLocalConfiguration({ ...valid, controllerEndpoint: '', loadLocal: true }, origin),
    ).toMatchObject({
      controllerEndpoint: origin,
    });
    expect(withLocalConfiguration({ ...valid, loadLocal: false }, origin).controllerEndpoint).toBe(
      valid.controllerEndpoint,
    );
    expect(withLocalConfiguration(valid, origin)).toBe(valid);
  });

  it('rejects a missing controller endpoint and an unknown environment', () => {
    expect(environmentConfigSchema.safeParse({ ...valid, controllerEndpoint: '' }).success).toBe(false);
    expect(environmentConfigSchema.safeParse({ ...valid, env: 'gamma' }).success).toBe(false);
  });

  it('takes an external documentation link, and refuses one that is not a web address', () => {
    const external = { ...valid, docsUrl: 'https://docs.example.com/oak' };
    expect(environmentConfigSchema.parse(external)).toEqual(external);
    expect(environmentConfigSchema.safeParse({ ...valid, docsUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});
