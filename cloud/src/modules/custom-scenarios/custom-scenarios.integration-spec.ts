import {
  type ChatItem,
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIO_API_MESSAGES,
  CUSTOM_SCENARIOS_API_PATH,
  CUSTOM_SCENARIO_LINK_LIFETIME_MS,
  type CustomScenario,
  TEST_SUITES_API_PATH,
  BUILT_IN_TEST_SUITES_QUERY,
  type TestSuite,
  UDT_AUDIO_ARCHIVE_LIMIT_BYTES,
  UDT_CSV_MESSAGES,
  UDT_FILE_SIZE_LIMIT_BYTES,
  UDT_VALIDATION_MESSAGES,
  customScenarioSchema,
  customScenarioUploadJson,
  exportedFeatureOfHistory,
  PLAYGROUND_EXPORT_FILE_NAME,
  udtValidationSummarySchema,
} from '@oak/shared';
import { zipSync } from 'fflate';
import { type Test } from 'supertest';
import { useTestApp } from '../../testing/test-app';
import { TokenService } from '../auth/token.service';
import { CustomersService } from '../customers/customers.service';
import { CustomScenarioLinks } from './custom-scenario-links.service';

const CSV = 'asrText,FileName\nwhat time is it,time.wav\nplay jazz,jazz.wav\n';
/** A zip of those names; dated once, so the same names always give the same bytes (a zip stores mtimes). */
const zipOf = (...names: string[]) =>
  Buffer.from(
    zipSync(Object.fromEntries(names.map((name) => [name, new Uint8Array([82, 73, 70, 70])])), {
      mtime: new Date('2026-01-01T00:00:00Z'),
    }),
  );

describe('user-defined tests: /api/customscenarios', () => {
  const app = useTestApp();
  let acme: string;
  let globex: string;
  let initech: string;

  beforeAll(async () => {
    acme = await app().companyWithUser('Acme', 'ana@acme.test');
    globex = await app().companyWithUser('Globex', 'gus@globex.test');
    initech = await app().companyWithUser('Initech', 'ian@initech.test');
    const customers = app().app.get(CustomersService);
    await customers.addCustomer('ACME-CID-1', 'devices@acme.test', 'Acme');
    await customers.addCustomer('GLOBEX-CID-1', 'qa@globex.test', 'Globex');
    await customers.addCustomer('INITECH-CID-1', 'qa@initech.test', 'Initech');
    await customers.allow('ACME-CID-1', [CUSTOM_SCENARIO_ALLOW_LIST_NAME]);
    await customers.allow('GLOBEX-CID-1', [CUSTOM_SCENARIO_ALLOW_LIST_NAME]);
    await customers.allow('INITECH-CID-1', ['AVSCertSimulation']);
  });

  const as = (token: string, request: Test) => request.set('Authorization', `Bearer ${token}`);
  const post = (token: string) => as(token, app().http().post(CUSTOM_SCENARIOS_API_PATH));
  const get = (token: string, path = CUSTOM_SCENARIOS_API_PATH) => as(token, app().http().get(path));
  const form = (
    request: Test,
    name: string,
    config: Record<string, unknown> = {},
    files: { csv?: string | Buffer; csvName?: string; zip?: Buffer; zipName?: string } = { csv: CSV },
  ) => {
    let sent = request.field('CustomScenario', customScenarioUploadJson(name, config));
    if (files.csv !== undefined)
      sent = sent.attach('testDefinitionFile', Buffer.from(files.csv), files.csvName ?? 'kitchen.csv');
    if (files.zip) sent = sent.attach('audioFile', files.zip, files.zipName ?? 'audio.zip');
    return sent;
  };
  const suites = async (token: string) =>
    (await get(token, TEST_SUITES_API_PATH).expect(200)).body as TestSuite[];

  let kitchen: CustomScenario;

  it('creates a test whose files pass as AVAILABLE, with its get URLs', async () => {
    const response = await form(
      post(acme),
      'Kitchen',
      { actorCount: 2, dutCount: 1 },
      {
        csv: CSV,
        zip: zipOf('time.wav', 'clips/jazz.wav', 'clips/'),
      },
    ).expect(201);
    kitchen = customScenarioSchema.parse(response.body);
    expect(kitchen).toMatchObject({
      name: 'Kitchen',
      state: 'AVAILABLE',
      testDefinitionGetUrl: `${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}/testdefinition`,
      audioFilesGetUrl: `${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}/audiofiles`,
      validationResultGetUrl: expect.stringMatching(
        new RegExp(
          `^${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}/validationresult/signed\\?company=[0-9a-f-]{36}&expires=\\d+&signature=[\\w-]{43}$`,
        ),
      ),
    });
    expect(JSON.parse(kitchen.config)).toMatchObject({ actorCount: 2, dutCount: 1, wwDelay: 700 });
    const summary = udtValidationSummarySchema.parse(
      (await get(acme, kitchen.validationResultGetUrl).expect(200)).body,
    );
    expect(summary).toMatchObject({ success: true, total: 2, failed: 0 });
  });

  describe("the summary's signed link (doc 2 §7: a supplied link, no authorisation header)", () => {
    const links = () => app().app.get(CustomScenarioLinks);
    const companyOf = (token: string) => app().app.get(TokenService).verifySession(token)!.cid;
    const anonymous = (url: string) => app().http().get(url);
    const invalid = { statusCode: 403, message: CUSTOM_SCENARIO_API_MESSAGES.linkInvalid };
    /** The link with one query parameter set to `value`. */
    const withParam = (url: string, name: string, value: string) => {
      const parsed = new URL(url, 'http://oak.test');
      parsed.searchParams.set(name, value);
      return `${parsed.pathname}${parsed.search}`;
    };

    it('opens without a session, for the link lifetime', async () => {
      const response = await anonymous(kitchen.validationResultGetUrl!).expect(200);
      expect(udtValidationSummarySchema.parse(response.body)).toMatchObject({ success: true, total: 2 });
      expect(response.headers['cache-control']).toBe('no-store');
      const expires = Number(
        new URL(kitchen.validationResultGetUrl!, 'http://oak.test').searchParams.get('expires'),
      );
      // Good for the link lifetime from when the list was answered, and no longer.
      expect(expires * 1000).toBeLessThanOrEqual(Date.now() + CUSTOM_SCENARIO_LINK_LIFETIME_MS);
      // With the session, by the test's own path, as before.
      const byPath = `${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}/validationresult`;
      expect((await get(acme, byPath).expect(200)).body).toEqual(response.body);
      await anonymous(byPath).expect(401);
    });

    it('answers 410 once it has expired', async () => {
      const issued = Date.now() - CUSTOM_SCENARIO_LINK_LIFETIME_MS - 1000;
      const expired = links().signedUrl(companyOf(acme), kitchen.id, 'validationResult', issued);
      await anonymous(expired).expect(410, {
        statusCode: 410,
        message: CUSTOM_SCENARIO_API_MESSAGES.linkExpired,
      });
    });

    it('answers 403 for a link tampered with, cut short or made up', async () => {
      const url = kitchen.validationResultGetUrl!;
      const signature = new URL(url, 'http://oak.test').searchParams.get('signature')!;
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const later = String(Math.floor(Date.now() / 1000) + 24 * 3600);
      for (const tampered of [
        withParam(url, 'signature', flipped),
        withParam(url, 'expires', later),
        withParam(url, 'company', companyOf(globex)),
        withParam(url, 'signature', signature.slice(0, 20)),
        withParam(url, 'expires', 'soon'),
        url.split('?')[0]!,
        `${url.split('?')[0]!}?company=x&expires=1&signature=${signature}`,
      ])
        await anonymous(tampered).expect(403, invalid);
    });

    it("answers 403 for a link moved to another test, another company's included", async () => {
      const theirs = customScenarioSchema.parse(
        (await form(post(globex), 'Their_Kitchen', { autoSynthesizeAudio: true }).expect(201)).body,
      );
      const moved = kitchen.validationResultGetUrl!.replace(kitchen.id, theirs.id);
      await anonymous(moved).expect(403, invalid);
      await anonymous(kitchen.validationResultGetUrl!.replace(kitchen.id, 'not-a-uuid')).expect(403, invalid);
      // A genuine link of one company names that company's tests only.
      const crossed = links().signedUrl(companyOf(globex), kitchen.id, 'validationResult', Date.now());
      await anonymous(crossed).expect(404, {
        statusCode: 404,
        message: CUSTOM_SCENARIO_API_MESSAGES.notFound,
      });
      await anonymous(theirs.validationResultGetUrl!).expect(200);
      await as(globex, app().http().delete(`${CUSTOM_SCENARIOS_API_PATH}/${theirs.id}`)).expect(204);
      await anonymous(theirs.validationResultGetUrl!).expect(404);
    });
  });

  it('gives back each file as it was sent', async () => {
    const definition = await get(acme, kitchen.testDefinitionGetUrl).expect(200);
    expect(definition.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(definition.headers['content-disposition']).toContain('filename="kitchen.csv"');
    expect(definition.text).toBe(CSV);
    const audio = await get(acme, kitchen.audioFilesGetUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(audio.headers['content-type']).toBe('application/zip');
    expect(Buffer.compare(audio.body as Buffer, zipOf('time.wav', 'clips/jazz.wav', 'clips/'))).toBe(0);
  });

  it('keeps file names in any script as they were sent', async () => {
    const csvName = 'Küche – テスト.csv';
    const zipName = 'Ääni 音声.zip';
    const created = customScenarioSchema.parse(
      (
        await form(
          post(acme),
          'Unicode names',
          {},
          { csv: CSV, csvName, zip: zipOf('time.wav', 'jazz.wav'), zipName },
        ).expect(201)
      ).body,
    );
    const filenameOf = (disposition: string) =>
      decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
    const definition = await get(acme, created.testDefinitionGetUrl).expect(200);
    expect(filenameOf(definition.headers['content-disposition'] as string)).toBe(csvName);
    const audio = await get(acme, created.audioFilesGetUrl).buffer(true).expect(200);
    expect(filenameOf(audio.headers['content-disposition'] as string)).toBe(zipName);
    await as(acme, app().http().delete(`${CUSTOM_SCENARIOS_API_PATH}/${created.id}`)).expect(204);
  });

  it('keeps a test whose files do not pass as VALIDATION_FAILED, with the summary saying why', async () => {
    const response = await form(post(acme), 'Garage', {}, { csv: CSV, zip: zipOf('time.wav') }).expect(201);
    expect(response.body).toMatchObject({ name: 'Garage', state: 'VALIDATION_FAILED' });
    const summary = await get(acme, response.body.validationResultGetUrl).expect(200);
    expect(summary.body).toMatchObject({
      success: false,
      total: 2,
      failed: 1,
      missingAudioFiles: ['jazz.wav'],
    });
  });

  it('takes synthesized audio without an archive, and a .feature definition', async () => {
    const synthesized = await form(post(acme), 'Synth', {
      autoSynthesizeAudio: true,
      marketPlace: 'en_US',
    }).expect(201);
    expect(synthesized.body).toMatchObject({ state: 'AVAILABLE' });
    expect(synthesized.body.audioFilesGetUrl).toBeUndefined();
    await get(
      acme,
      synthesized.body.audioFilesGetUrl ?? `${CUSTOM_SCENARIOS_API_PATH}/${synthesized.body.id}/audiofiles`,
    ).expect(404, { statusCode: 404, message: CUSTOM_SCENARIO_API_MESSAGES.noFile });
    const feature = await form(
      post(acme),
      'Feature',
      { autoSynthesizeAudio: true },
      {
        csv: 'Feature: Lights\n  Scenario: on\n    When I say "lights on"\n',
        csvName: 'lights.feature',
      },
    ).expect(201);
    expect(feature.body).toMatchObject({ state: 'AVAILABLE' });
    const definition = await get(acme, feature.body.testDefinitionGetUrl).expect(200);
    expect(definition.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it("lists the company's tests only, filtered by q and paged by skip", async () => {
    const all = (await get(acme).expect(200)).body as CustomScenario[];
    expect(all.map((test) => test.name).sort()).toEqual(['Feature', 'Garage', 'Kitchen', 'Synth']);
    const available = await get(acme)
      .query({ q: JSON.stringify({ state: 'AVAILABLE' }) })
      .expect(200);
    expect((available.body as CustomScenario[]).map((test) => test.name).sort()).toEqual([
      'Feature',
      'Kitchen',
      'Synth',
    ]);
    expect((await get(acme).query({ skip: 3 }).expect(200)).body).toHaveLength(1);
    expect((await get(globex).expect(200)).body).toEqual([]);
    await get(acme).query({ q: '{"owner":"x"}' }).expect(400);
    await get(acme).query({ q: '{nope' }).expect(400, { statusCode: 400, message: 'q is not valid JSON' });
    await get(acme).query({ q: '{"updatedAt":{"gte":"yesterday"}}' }).expect(400);
    await get(acme).query({ skip: -1 }).expect(400);
  });

  it('offers the available tests in the suite list as UDT suites, to their company only', async () => {
    const udt = (await suites(acme)).filter((suite) => suite.category === 'UDT');
    expect(udt.map((suite) => suite.displayName).sort()).toEqual(['Feature', 'Kitchen', 'Synth']);
    expect(udt.find((suite) => suite.id === kitchen.id)).toMatchObject({
      displayName: 'Kitchen',
      mapping: [{ tag: `@${kitchen.id}`, duts: ['DUT1'], actors: ['Pi1', 'Pi2'] }],
      testDefinitionUri: kitchen.testDefinitionGetUrl,
    });
    expect((await suites(globex)).some((suite) => suite.category === 'UDT')).toBe(false);
    expect((await suites(initech)).some((suite) => suite.category === 'UDT')).toBe(false);
    // The wizard asks for the built-in suites alone and reads the tests from their own list.
    const builtIn = (await get(acme, TEST_SUITES_API_PATH).query(BUILT_IN_TEST_SUITES_QUERY).expect(200))
      .body as TestSuite[];
    expect(builtIn.some((suite) => suite.category === 'UDT')).toBe(false);
    expect(builtIn.map((suite) => suite.id)).toEqual(
      (await suites(acme)).filter((suite) => suite.category !== 'UDT').map((suite) => suite.id),
    );
  });

  it('updates the name and config and keeps the files not sent; new files are validated again', async () => {
    const renamed = await form(
      as(acme, app().http().put(`${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}`)),
      'Kitchen2',
      { actorCount: 1 },
      {},
    ).expect(200);
    expect(renamed.body).toMatchObject({ id: kitchen.id, name: 'Kitchen2', state: 'AVAILABLE' });
    expect(renamed.body.audioFilesGetUrl).toBe(kitchen.audioFilesGetUrl);
    expect((await get(acme, kitchen.testDefinitionGetUrl).expect(200)).text).toBe(CSV);
    const broken = await form(
      as(acme, app().http().put(`${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}`)),
      'Kitchen2',
      {},
      { csv: 'asrText,FileName\nnew,new.wav\n' },
    ).expect(200);
    expect(broken.body.state).toBe('VALIDATION_FAILED');
    expect((await suites(acme)).some((suite) => suite.id === kitchen.id)).toBe(false);
  });

  it('refuses a duplicate name with 409, and answers unknown or foreign ids with 404', async () => {
    await form(post(acme), 'Garage', { autoSynthesizeAudio: true }).expect(409, {
      statusCode: 409,
      message: CUSTOM_SCENARIO_API_MESSAGES.duplicateName('Garage'),
    });
    const notFound = { statusCode: 404, message: CUSTOM_SCENARIO_API_MESSAGES.notFound };
    await get(globex, kitchen.testDefinitionGetUrl).expect(404, notFound);
    await get(globex, `${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}/validationresult`).expect(404, notFound);
    await as(globex, app().http().delete(`${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}`)).expect(404, notFound);
    await form(as(globex, app().http().put(`${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}`)), 'Mine').expect(
      404,
      notFound,
    );
    await get(acme, `${CUSTOM_SCENARIOS_API_PATH}/not-a-uuid/testdefinition`).expect(404, notFound);
  });

  it('refuses companies not allowed AQTCustomScenario, and requests without a session', async () => {
    const forbidden = { statusCode: 403, message: CUSTOM_SCENARIO_API_MESSAGES.notAllowed };
    await get(initech).expect(403, forbidden);
    await form(post(initech), 'Mine').expect(403, forbidden);
    await get(initech, kitchen.testDefinitionGetUrl).expect(403, forbidden);
    await app().http().get(CUSTOM_SCENARIOS_API_PATH).expect(401);
  });

  it.each([
    [
      'no CustomScenario part',
      (r: Test) => r.attach('testDefinitionFile', Buffer.from(CSV), 'a.csv'),
      400,
      CUSTOM_SCENARIO_API_MESSAGES.scenarioPartMissing,
    ],
    [
      'a CustomScenario that is not JSON',
      (r: Test) => r.field('CustomScenario', '{name'),
      400,
      'CustomScenario is not valid JSON',
    ],
    [
      'a name over 30 characters',
      (r: Test) =>
        r
          .field('CustomScenario', JSON.stringify({ name: 'x'.repeat(31), config: '{}' }))
          .attach('testDefinitionFile', Buffer.from(CSV), 'a.csv'),
      400,
      undefined,
    ],
    [
      'a config out of range',
      (r: Test) =>
        r
          .field('CustomScenario', JSON.stringify({ name: 'Bad', config: JSON.stringify({ dutCount: 9 }) }))
          .attach('testDefinitionFile', Buffer.from(CSV), 'a.csv'),
      400,
      undefined,
    ],
    [
      'no definition file',
      (r: Test) => form(r, 'NoFile', {}, {}),
      400,
      UDT_VALIDATION_MESSAGES.definitionFileRequired,
    ],
    [
      'a definition of another type',
      (r: Test) => form(r, 'Txt', {}, { csv: CSV, csvName: 'a.txt' }),
      400,
      CUSTOM_SCENARIO_API_MESSAGES.definitionType,
    ],
    [
      'a definition of 4 MB',
      (r: Test) =>
        form(r, 'Big', { autoSynthesizeAudio: true }, { csv: Buffer.alloc(UDT_FILE_SIZE_LIMIT_BYTES, 97) }),
      413,
      UDT_CSV_MESSAGES.fileTooBig,
    ],
    [
      'a definition that is not UTF-8',
      (r: Test) =>
        form(r, 'Bin', { autoSynthesizeAudio: true }, { csv: Buffer.from([0xff, 0xfe, 0x00, 0xc3]) }),
      400,
      CUSTOM_SCENARIO_API_MESSAGES.definitionNotText,
    ],
    [
      'recorded audio without an archive',
      (r: Test) => form(r, 'NoZip'),
      400,
      UDT_VALIDATION_MESSAGES.audioArchiveRequired,
    ],
    [
      'an archive that is not a .zip',
      (r: Test) => form(r, 'Rar', {}, { csv: CSV, zip: zipOf('a.wav'), zipName: 'a.rar' }),
      400,
      CUSTOM_SCENARIO_API_MESSAGES.audioType,
    ],
    [
      'a .zip that is not an archive',
      (r: Test) => form(r, 'Junk', {}, { csv: CSV, zip: Buffer.from('PK\u0003\u0004 not really') }),
      400,
      CUSTOM_SCENARIO_API_MESSAGES.audioUnreadable,
    ],
    [
      'an archive over the limit',
      (r: Test) => form(r, 'Huge', {}, { csv: CSV, zip: Buffer.alloc(UDT_AUDIO_ARCHIVE_LIMIT_BYTES + 1) }),
      413,
      CUSTOM_SCENARIO_API_MESSAGES.audioTooBig,
    ],
    [
      'a file under an unknown field',
      (r: Test) => form(r, 'Extra').attach('other', Buffer.from('x'), 'x.csv'),
      400,
      undefined,
    ],
    [
      'a malformed multipart body',
      (r: Test) =>
        r
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send('--xyz\r\nContent-Disposition: form-data; name="CustomScenario"\r\n\r\n{"na'),
      400,
      undefined,
    ],
  ] as const)('refuses %s with its 4xx and a clear message', async (_what, build, status, message) => {
    const response = await build(post(acme));
    expect(response.status).toBe(status);
    expect(typeof response.body.message).toBe('string');
    if (message) expect(response.body.message).toBe(message);
    // Nothing was stored.
    expect((await get(acme).expect(200)).body).toHaveLength(4);
  });

  it('deletes a test and its files', async () => {
    await as(acme, app().http().delete(`${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}`)).expect(204);
    await get(acme, kitchen.testDefinitionGetUrl).expect(404);
    expect(((await get(acme).expect(200)).body as CustomScenario[]).map((test) => test.name)).not.toContain(
      'Kitchen2',
    );
  });

  it("takes the Playground's exported.feature as a test definition (doc 2 §9)", async () => {
    const at = (id: string, type: ChatItem['type'], content: string): ChatItem => ({
      id,
      type,
      content,
      starttime: 0,
    });
    const exported = exportedFeatureOfHistory(
      [at('1', 'Human', 'what time is it'), at('1a', 'Alexa', 'It is noon.'), at('2', 'Human', 'play jazz')],
      { dsn: 'G0KITCHEN', customerId: 'ACME-CID-1' },
    );
    const created = await form(
      post(acme),
      'Playground_export',
      { autoSynthesizeAudio: true, marketPlace: 'en_US' },
      { csv: exported, csvName: PLAYGROUND_EXPORT_FILE_NAME },
    ).expect(201);
    expect(created.body).toMatchObject({ name: 'Playground_export', state: 'AVAILABLE' });
    const summary = (await get(acme, created.body.validationResultGetUrl).expect(200)).body;
    // Connect, Execute and Disconnect.
    expect(summary).toMatchObject({ success: true, total: 3, failed: 0 });
    expect((await get(acme, created.body.testDefinitionGetUrl).expect(200)).text).toBe(exported);
  });
});
