import { LAB_API_PATHS } from './lab-api-paths.util';
import { SETUP_MENU_ITEMS } from './setup-command.constant';
import {
  setupCommandQueryParams,
  setupCommandQuerySchema,
  setupCommandRequestSchema,
  setupCommandResponseSchema,
} from './setup-command.schema';
import {
  buildSetupCommandRequest,
  buildUbuntuSetupCommand,
  setupCommandLine,
  setupCommandText,
  setupPlugins,
  splitSetupCommand,
} from './setup-command.rule';

const BASE = [
  'mdx_plugin_aqt_tools',
  'mdx_plugin_avs_audio',
  'mdx_plugin_aqt_audio_recorder',
  'mdx_plugin_ui_automation',
];
const RAW = 'curl -fsSL https://oak.example/setup.sh | sudo bash -s -- --thing lab1-pi-1';

describe('setup menu (doc 2 §2, §7)', () => {
  it('installs Others as Debian', () => {
    expect(SETUP_MENU_ITEMS.map((item) => [item.label, item.distro])).toEqual([
      ['Raspbian', 'raspbian'],
      ['Ubuntu', 'ubuntu'],
      ['Others', 'debian'],
    ]);
  });
});

describe('setup plugins (doc 2 §9)', () => {
  it.each(['raspbian', 'debian'] as const)('%s gets the four base plugins', (distro) => {
    expect(setupPlugins(distro)).toEqual(BASE);
  });

  it('Ubuntu adds its extras', () => {
    expect(setupPlugins('ubuntu')).toEqual([
      ...BASE,
      'mdx_plugin_aqt_audio_stitcher',
      'mdx_plugin_aqt_camera',
    ]);
  });

  it('the qualified-RF lab has its own list on every OS', () => {
    const rf = { name: 'Qualified RF' };
    expect(setupPlugins('ubuntu', rf)).toEqual(setupPlugins('raspbian', rf));
    expect(setupPlugins('raspbian', rf)).toContain('mdx_plugin_aqt_rf');
    expect(setupPlugins('raspbian', { name: 'Lab One' })).toEqual(BASE);
  });
});

describe('setup command request (doc 2 §7, doc 1 §7)', () => {
  it('sends the Pi, the OS, the plugins, version 3.9.2 and Python 3.5.3', () => {
    expect(buildSetupCommandRequest('t1', 'debian')).toEqual({
      ok: true,
      value: { thingId: 't1', distro: 'debian', version: '3.9.2', plugins: BASE, pythonVersion: '3.5.3' },
    });
  });

  it.each([undefined, null, '', ' '])('refuses a missing Pi %j with Missing Raspberry Id!', (thingId) => {
    expect(buildSetupCommandRequest(thingId, 'raspbian')).toEqual({
      ok: false,
      error: 'Missing Raspberry Id!',
    });
  });

  it('fills the schema defaults and refuses an unknown OS', () => {
    expect(setupCommandRequestSchema.parse({ thingId: 't1', distro: 'ubuntu', plugins: [] })).toMatchObject({
      version: '3.9.2',
      pythonVersion: '3.5.3',
    });
    expect(
      setupCommandRequestSchema.safeParse({ thingId: 't1', distro: 'fedora', plugins: [] }).success,
    ).toBe(false);
  });

  it('round-trips the query', () => {
    const request = buildSetupCommandRequest('t1', 'ubuntu');
    if (!request.ok) throw new Error(request.error);
    const query = setupCommandQueryParams(request.value);
    expect(query.plugins.split(',')).toHaveLength(6);
    expect(setupCommandQuerySchema.parse(query)).toEqual({
      pythonVersion: '3.5.3',
      version: '3.9.2',
      plugins: request.value.plugins,
    });
    expect(setupCommandQuerySchema.parse({})).toEqual({
      pythonVersion: '3.5.3',
      version: '3.9.2',
      plugins: [],
    });
    expect(setupCommandQuerySchema.parse({ plugins: ' a, ,b ' }).plugins).toEqual(['a', 'b']);
  });

  it('builds the setup path', () => {
    expect(LAB_API_PATHS.setupCommand('t 1', 'debian')).toBe('/api/things/t%201/setup/debian');
  });
});

describe('setup command answer (doc 1 §7, doc 2 §8)', () => {
  it.each([{}, { cmdLine: '' }, { cmdLine: 3 }, null, undefined])('%j has no command line', (response) => {
    expect(setupCommandLine(response)).toEqual({ ok: false, error: 'no command line returned' });
  });

  it('reads the command line', () => {
    expect(setupCommandLine({ cmdLine: RAW })).toEqual({ ok: true, value: RAW });
    expect(setupCommandResponseSchema.safeParse({ cmdLine: '' }).success).toBe(false);
  });

  it.each([
    ['a | b', ['a', 'b']],
    [RAW, ['curl -fsSL https://oak.example/setup.sh', 'sudo bash -s -- --thing lab1-pi-1']],
  ])('splits %j around its pipe', (cmd, parts) => {
    expect(splitSetupCommand(cmd)).toEqual({ ok: true, value: parts });
  });

  it.each(['no pipe here', 'a | b | c', 'a || b', '| b', 'a |', ''])('cannot split %j', (cmd) => {
    expect(splitSetupCommand(cmd)).toEqual({ ok: false, error: 'Unable to split' });
  });

  it('builds the Ubuntu command with apt prompts off', () => {
    expect(buildUbuntuSetupCommand(RAW)).toEqual({
      ok: true,
      value:
        'curl -fsSL https://oak.example/setup.sh | sudo env DEBIAN_FRONTEND=noninteractive NEEDRESTART_MODE=a bash -s -- --thing lab1-pi-1',
    });
    expect(buildUbuntuSetupCommand('curl x | bash -s')).toEqual({
      ok: true,
      value: 'curl x | env DEBIAN_FRONTEND=noninteractive NEEDRESTART_MODE=a bash -s',
    });
  });

  it('shows the raw command for other systems, and for Ubuntu when the build fails', () => {
    expect(setupCommandText(RAW, 'raspbian')).toBe(RAW);
    expect(setupCommandText(RAW, 'debian')).toBe(RAW);
    expect(setupCommandText(RAW, 'ubuntu')).not.toBe(RAW);
    expect(setupCommandText('./install.sh', 'ubuntu')).toBe('./install.sh');
  });
});
