import {
  buildSuggestionPrompt,
  DEVICE_CLOUD_MESSAGES,
  PLAYGROUND_DEFAULT_SUGGESTION_MODEL,
  playgroundApiUrl,
  SUGGESTION_MESSAGES,
} from '@oak/shared';
import {
  DutRegistry,
  GOOD_DEVICE_PROFILE,
  ManualClock,
  Random,
  type RunningDeviceCloudEmulator,
  startDeviceCloudEmulator,
  VirtualDut,
  wordCount,
} from '@oak/simulator';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { CustomersService } from '../customers/customers.service';

const ACME = { customerId: 'A1ACMESUGGEST01', email: 'suggest@acme.test' };
const GLOBEX = { customerId: 'A1GLOBEXSUGGST1', email: 'suggest@globex.test' };
const KITCHEN = { deviceserial: 'G0ACMESUGGEST001', devicetype: 'ECHO_DOT' };
const OFFICE = { deviceserial: 'G0GLOBEXSUGGST01', devicetype: 'ECHO' };
const LOGIN = { accessKeyId: 'oak-suggest-key', secretAccessKey: 'oak-suggest-secret-0123456789' };
const EXCHANGES = Array.from({ length: 12 }, (_, i) => ({ Q: `what time is it ${i}`, A: `It is ${i}.` }));

function dut(customer: typeof ACME, device: typeof KITCHEN): VirtualDut {
  return new VirtualDut({
    ...customer,
    dsn: device.deviceserial,
    name: device.deviceserial,
    deviceType: device.devicetype as 'ECHO' | 'ECHO_DOT',
    buildInfo: '8289568516',
    profile: GOOD_DEVICE_PROFILE,
    random: new Random(`suggestion-spec/${device.deviceserial}`),
  });
}

const query = (patch: Record<string, string> = {}) => ({
  prompt: buildSuggestionPrompt(EXCHANGES.at(-1)!.Q),
  modelid: PLAYGROUND_DEFAULT_SUGGESTION_MODEL.id,
  stmt: JSON.stringify(EXCHANGES),
  ...patch,
});

describe('GET /api/playground/{env}/bedrockgenerate (the virtual lab’s Bedrock runtime as the model)', () => {
  const registry = new DutRegistry({ duts: [dut(ACME, KITCHEN), dut(GLOBEX, OFFICE)] });
  let emulator: RunningDeviceCloudEmulator;
  const app = useTestApp(async () => {
    emulator = await startDeviceCloudEmulator({
      registry,
      clock: new ManualClock(Date.UTC(2026, 0, 1)),
      bedrock: { seed: 'suggestion-spec', credentials: LOGIN },
    });
    return {
      DEVICE_CLOUD_URL: emulator.url,
      BEDROCK_ENDPOINT: emulator.url,
      BEDROCK_ACCESS_KEY_ID: LOGIN.accessKeyId,
      BEDROCK_SECRET_ACCESS_KEY: LOGIN.secretAccessKey,
      BEDROCK_MODEL_ID: 'anthropic.claude-3-haiku-20240307-v1',
    };
  });
  let acme: string;

  beforeAll(async () => {
    const customers = app().app.get(CustomersService);
    await customers.addCustomer(ACME.customerId, ACME.email, TEST_ADMIN.company);
    await app().companyWithUser('Globex Suggest', 'qa@globex-suggest.test');
    await customers.addCustomer(GLOBEX.customerId, GLOBEX.email, 'Globex Suggest');
    acme = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => emulator.close());

  const generate = (device: Record<string, string>, params: Record<string, string>, env = 'prod') =>
    app()
      .http()
      .get(playgroundApiUrl(`/api/playground/${env}`, 'bedrockgenerate', device as typeof KITCHEN, params))
      .set('Authorization', `Bearer ${acme}`);

  it('answers data.response, a question from the model with the last 10 exchanges', async () => {
    const response = await generate(KITCHEN, query()).expect(200);
    const suggestion = (response.body as { data: { response: string } }).data.response;
    expect(wordCount(suggestion)).toBeGreaterThanOrEqual(6);
    expect(wordCount(suggestion)).toBeLessThanOrEqual(10);
    const call = emulator.bedrock.invocations.at(-1)!;
    expect(call.modelId).toBe('anthropic.claude-3-haiku-20240307-v1');
    expect(call.system).toBe(query().prompt);
    expect(call.messages[0]).toContain(EXCHANGES[2]!.Q);
    expect(call.messages[0]).not.toContain(`${EXCHANGES[1]!.Q}\n`);
    expect(call.answer).toBe(suggestion);
  });

  it.each([
    ["another company's device", OFFICE],
    ['an unknown device', { deviceserial: 'G0NOBODY', devicetype: 'ECHO' }],
  ])('answers 404 for %s and asks the model nothing', async (_case, device) => {
    const before = emulator.bedrock.invocations.length;
    const response = await generate(device, query()).expect(404);
    expect(response.body.message).toBe(DEVICE_CLOUD_MESSAGES.deviceNotFound(device.deviceserial));
    expect(emulator.bedrock.invocations).toHaveLength(before);
  });

  it.each([
    ['no prompt', { prompt: '' }, /prompt/],
    ['a prompt too long', { prompt: 'x'.repeat(5000) }, /prompt is longer/],
    ['an unknown model', { modelid: 'gpt-9' }, /Unknown suggestion model gpt-9/],
    ['a stmt that is not JSON', { stmt: '[{' }, /stmt is not JSON/],
    ['a stmt that is not pairs', { stmt: '[1,2]' }, /pairs/],
  ])('answers 400 for %s and asks the model nothing', async (_case, patch, message) => {
    const before = emulator.bedrock.invocations.length;
    const response = await generate(KITCHEN, query(patch)).expect(400);
    expect(response.body.message).toMatch(message);
    expect(emulator.bedrock.invocations).toHaveLength(before);
  });

  it('answers 400 without the device or in an unknown environment', async () => {
    await generate({}, query()).expect(400);
    await generate(KITCHEN, query(), 'beta').expect(400);
  });

  it('answers 502 when the model cannot answer', async () => {
    await emulator.close();
    const response = await generate(KITCHEN, query()).expect(502);
    expect(response.body.message).toBe(SUGGESTION_MESSAGES.modelUnavailable);
  });
});
