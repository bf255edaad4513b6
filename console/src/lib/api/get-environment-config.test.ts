import { ENVIRONMENT_CONFIG_PATH } from '@oak/shared';
import { environmentConfigStub, mockApi, requestsTo } from '../../testing/mock-api';
import { ApiHostMissingError, getEnvironmentConfig } from './get-environment-config';

const consoleOrigin = 'http://localhost:5173';

describe('getEnvironmentConfig', () => {
  it('takes the served configuration as it is without loadLocal', async () => {
    const fetchMock = mockApi({}, { ...environmentConfigStub, env: 'beta', loadLocal: false });
    expect(await getEnvironmentConfig(consoleOrigin)).toEqual({
      ...environmentConfigStub,
      env: 'beta',
      loadLocal: false,
    });
    expect(requestsTo(fetchMock, 'GET', ENVIRONMENT_CONFIG_PATH)).toHaveLength(1);
  });

  it("swaps in the local configuration when loadLocal is true: the console's own origin is the controller (doc 3 §3)", async () => {
    mockApi({}, { ...environmentConfigStub, env: 'prod', loadLocal: true });
    expect(await getEnvironmentConfig(consoleOrigin)).toEqual({
      ...environmentConfigStub,
      env: 'prod',
      controllerEndpoint: consoleOrigin,
      loadLocal: true,
    });
  });

  it('needs no controller endpoint with loadLocal; without it, a missing one is API host is missing', async () => {
    mockApi({}, { ...environmentConfigStub, controllerEndpoint: '', loadLocal: true });
    expect((await getEnvironmentConfig(consoleOrigin)).controllerEndpoint).toBe(consoleOrigin);
    mockApi({}, { ...environmentConfigStub, controllerEndpoint: '' });
    await expect(getEnvironmentConfig(consoleOrigin)).rejects.toBeInstanceOf(ApiHostMissingError);
  });

  it('uses the page origin by default', async () => {
    mockApi({}, { ...environmentConfigStub, loadLocal: true });
    expect((await getEnvironmentConfig()).controllerEndpoint).toBe(window.location.origin);
  });
});
