import {
  ConflictException,
  ForbiddenException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import {
  CUSTOM_SCENARIO_ALLOW_LIST_NAME,
  CUSTOM_SCENARIO_API_MESSAGES,
  CUSTOM_SCENARIOS_API_PATH,
  type CustomScenarioConfigInput,
  UDT_AUDIO_ARCHIVE_LIMIT_BYTES,
  UDT_CSV_MESSAGES,
  UDT_FILE_SIZE_LIMIT_BYTES,
  UDT_VALIDATION_MESSAGES,
  customScenarioUploadJson,
} from '@oak/shared';
import { zipSync } from 'fflate';
import { loadConfig } from '../../config/app-config';
import { seed, useTestDataSource } from '../../testing/test-data-source';
import { Company } from '../auth/company.entity';
import { BetaPartner } from '../customers/beta-partner.entity';
import { CustomerAccount } from '../customers/customer-account.entity';
import { CustomersService } from '../customers/customers.service';
import { ScenarioAllowance } from '../customers/scenario-allowance.entity';
import { CustomScenarioLinks } from './custom-scenario-links.service';
import { CustomScenarioFileRecord, CustomScenarioRecord } from './custom-scenario.entity';
import { type CustomScenarioUploadParts, CustomScenariosService } from './custom-scenarios.service';
import { TestClock } from '../../testing/test-clock';

const CSV = 'asrText,FileName\nwhat time is it,time.wav\nplay jazz,jazz.wav\n';
/** A zip of those names, dated once so that the same names give the same bytes. */
const zipOf = (...names: string[]) =>
  Buffer.from(
    zipSync(Object.fromEntries(names.map((name) => [name, new Uint8Array([82, 73, 70, 70])])), {
      mtime: new Date('2026-01-01T00:00:00Z'),
    }),
  );
const upload = (content: string | Buffer, originalname: string) => {
  const buffer = Buffer.from(content);
  return { originalname, size: buffer.length, buffer };
};
/** The form parts of a test: by default a definition and the archive of both its recordings. */
const parts = (
  name: string,
  config: CustomScenarioConfigInput = {},
  files: Partial<Omit<CustomScenarioUploadParts, 'scenario'>> = {
    testDefinitionFile: upload(CSV, 'kitchen.csv'),
    audioFile: upload(zipOf('time.wav', 'clips/jazz.wav', 'clips/'), 'audio.zip'),
  },
): CustomScenarioUploadParts => ({ scenario: customScenarioUploadJson(name, config), ...files });
/** A test of synthesized speech: the definition alone. */
const synthesized = (name: string, definition = upload(CSV, 'kitchen.csv')) =>
  parts(name, { autoSynthesizeAudio: true, marketPlace: 'en_US' }, { testDefinitionFile: definition });

const CONFIG = loadConfig({
  DATABASE_URL: 'postgres://oak@localhost/oak',
  REDIS_URL: 'redis://localhost',
  JWT_SECRET: 'unit-spec-secret-of-thirty-two-chars',
});
/** The query of a signed link, as the route hands it to the service. */
const linkQuery = (link: string) => Object.fromEntries(new URL(link, 'http://oak.test').searchParams);

/**
 * CustomScenariosService on Postgres, with the customers service it asks: a
 * test and its files are saved in one transaction, a name the company uses
 * is the unique index's 409, and the list is the q filter's where clause.
 */
describe('CustomScenariosService', () => {
  const data = useTestDataSource();
  let clock: TestClock;
  let sut: CustomScenariosService;
  let acme: string;
  let globex: string;
  let initech: string;

  // The failed insert of a name in use is logged for operators, not for a spec's output.
  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    clock = new TestClock();
    [acme, globex, initech] = (
      await seed(data(), Company, { name: 'Acme' }, { name: 'Globex' }, { name: 'Initech' })
    ).map((company) => company.id);
    await seed(
      data(),
      CustomerAccount,
      { customerId: 'ACME-CID-1', email: 'devices@acme.test', companyId: acme },
      { customerId: 'GLOBEX-CID-1', email: 'qa@globex.test', companyId: globex },
      { customerId: 'INITECH-CID-1', email: 'qa@initech.test', companyId: initech },
    );
    await seed(
      data(),
      ScenarioAllowance,
      { customerId: 'ACME-CID-1', scenarioName: CUSTOM_SCENARIO_ALLOW_LIST_NAME },
      { customerId: 'GLOBEX-CID-1', scenarioName: CUSTOM_SCENARIO_ALLOW_LIST_NAME },
      { customerId: 'INITECH-CID-1', scenarioName: 'AVSCertSimulation' },
    );
    const customers = new CustomersService(
      data().getRepository(CustomerAccount),
      data().getRepository(ScenarioAllowance),
      data().getRepository(BetaPartner),
      data().getRepository(Company),
      clock,
    );
    sut = new CustomScenariosService(
      data().getRepository(CustomScenarioRecord),
      data().getRepository(CustomScenarioFileRecord),
      customers,
      new CustomScenarioLinks(CONFIG),
      clock,
    );
  });

  /** The tests stored, oldest first. */
  const stored = () =>
    data()
      .getRepository(CustomScenarioRecord)
      .find({ order: { createdAt: 'ASC' } });

  describe('saving a test validates its files at once', () => {
    it('keeps a test whose files pass as AVAILABLE, with a get URL per file and for its summary', async () => {
      const kitchen = await sut.create(acme, parts('Kitchen', { actorCount: 2, dutCount: 1 }));

      const path = `${CUSTOM_SCENARIOS_API_PATH}/${kitchen.id}`;
      expect(kitchen).toMatchObject({
        name: 'Kitchen',
        state: 'AVAILABLE',
        testDefinitionGetUrl: `${path}/testdefinition`,
        audioFilesGetUrl: `${path}/audiofiles`,
        validationResultGetUrl: expect.any(String),
      });
      expect(JSON.parse(kitchen.config)).toMatchObject({ actorCount: 2, dutCount: 1 });
      await expect(sut.validationResult(acme, kitchen.id)).resolves.toMatchObject({
        success: true,
        total: 2,
        failed: 0,
      });
      // Its summary's link opens it without a session, as the company's.
      await expect(
        sut.validationResultOfLink(kitchen.id, linkQuery(kitchen.validationResultGetUrl!)),
      ).resolves.toMatchObject({ success: true });
      const definition = await sut.file(acme, kitchen.id, 'testDefinition');
      expect([definition.fileName, definition.content.toString()]).toEqual(['kitchen.csv', CSV]);
    });

    it('keeps a test whose recordings are missing as VALIDATION_FAILED, its summary naming them', async () => {
      const files = {
        testDefinitionFile: upload(CSV, 'garage.csv'),
        audioFile: upload(zipOf('time.wav'), 'a.zip'),
      };
      const garage = await sut.create(acme, parts('Garage', {}, files));

      expect(garage.state).toBe('VALIDATION_FAILED');
      await expect(sut.validationResult(acme, garage.id)).resolves.toMatchObject({
        success: false,
        total: 2,
        failed: 1,
        missingAudioFiles: ['jazz.wav'],
      });
    });

    it('takes synthesized speech without an archive, and has no audio file to give then', async () => {
      const synth = await sut.create(acme, synthesized('Synth'));

      expect(synth.state).toBe('AVAILABLE');
      expect(synth.audioFilesGetUrl).toBeUndefined();
      await expect(sut.file(acme, synth.id, 'audio')).rejects.toThrow(
        new NotFoundException(CUSTOM_SCENARIO_API_MESSAGES.noFile),
      );
    });

    it.each([
      [
        'no CustomScenario part',
        { scenario: undefined, testDefinitionFile: upload(CSV, 'a.csv') },
        CUSTOM_SCENARIO_API_MESSAGES.scenarioPartMissing,
      ],
      ['no definition file', parts('NoFile', {}, {}), UDT_VALIDATION_MESSAGES.definitionFileRequired],
      [
        'a definition of another type',
        parts('Txt', {}, { testDefinitionFile: upload(CSV, 'a.txt') }),
        CUSTOM_SCENARIO_API_MESSAGES.definitionType,
      ],
      [
        'a definition that is not UTF-8',
        synthesized('Bin', upload(Buffer.from([0xff, 0xfe, 0x00, 0xc3]), 'a.csv')),
        CUSTOM_SCENARIO_API_MESSAGES.definitionNotText,
      ],
      [
        'recorded audio without an archive',
        parts('NoZip', {}, { testDefinitionFile: upload(CSV, 'a.csv') }),
        UDT_VALIDATION_MESSAGES.audioArchiveRequired,
      ],
      [
        'an archive that is not a .zip',
        parts(
          'Rar',
          {},
          { testDefinitionFile: upload(CSV, 'a.csv'), audioFile: upload(zipOf('a.wav'), 'a.rar') },
        ),
        CUSTOM_SCENARIO_API_MESSAGES.audioType,
      ],
      [
        'a .zip that is not an archive',
        parts(
          'Junk',
          {},
          { testDefinitionFile: upload(CSV, 'a.csv'), audioFile: upload('PK\u0003\u0004 no', 'a.zip') },
        ),
        CUSTOM_SCENARIO_API_MESSAGES.audioUnreadable,
      ],
    ] as const)('refuses %s with a 400 that says why, and stores nothing', async (_what, form, message) => {
      await expect(sut.create(acme, form)).rejects.toMatchObject({ status: 400, message });
      expect(await stored()).toEqual([]);
    });

    it('refuses a definition of the size limit and an archive over its limit as too large', async () => {
      const csv = upload(CSV, 'a.csv');
      await expect(
        sut.create(acme, synthesized('Big', { ...csv, size: UDT_FILE_SIZE_LIMIT_BYTES })),
      ).rejects.toThrow(new PayloadTooLargeException(UDT_CSV_MESSAGES.fileTooBig));
      const zip = { ...upload(zipOf('time.wav'), 'a.zip'), size: UDT_AUDIO_ARCHIVE_LIMIT_BYTES + 1 };
      await expect(
        sut.create(acme, parts('Huge', {}, { testDefinitionFile: csv, audioFile: zip })),
      ).rejects.toThrow(new PayloadTooLargeException(CUSTOM_SCENARIO_API_MESSAGES.audioTooBig));
    });

    it('refuses a name the company uses already with a 409, and leaves the first test as it was', async () => {
      const first = await sut.create(acme, parts('Garage'));

      await expect(sut.create(acme, synthesized('Garage'))).rejects.toThrow(
        new ConflictException(CUSTOM_SCENARIO_API_MESSAGES.duplicateName('Garage')),
      );
      expect((await stored()).map((row) => [row.id, row.name])).toEqual([[first.id, 'Garage']]);
      // Another company may use the name.
      await expect(sut.create(globex, synthesized('Garage'))).resolves.toMatchObject({ state: 'AVAILABLE' });
    });
  });

  describe('updating a test', () => {
    it('replaces the name and config, keeps the files not sent, and validates new ones again', async () => {
      const kitchen = await sut.create(acme, parts('Kitchen'));

      const renamed = await sut.update(acme, kitchen.id, parts('Kitchen2', { actorCount: 1 }, {}));
      expect(renamed).toMatchObject({ id: kitchen.id, name: 'Kitchen2', state: 'AVAILABLE' });
      expect(renamed.audioFilesGetUrl).toBe(kitchen.audioFilesGetUrl);
      expect((await sut.file(acme, kitchen.id, 'testDefinition')).content.toString()).toBe(CSV);

      const broken = await sut.update(
        acme,
        kitchen.id,
        parts('Kitchen2', {}, { testDefinitionFile: upload('asrText,FileName\nnew,new.wav\n', 'new.csv') }),
      );
      expect(broken.state).toBe('VALIDATION_FAILED');
      expect((await sut.suitesOf(acme)).some((suite) => suite.id === kitchen.id)).toBe(false);
    });
  });

  describe('ownership', () => {
    it("answers another company's test, an unknown id and a non-id alike: not found", async () => {
      const kitchen = await sut.create(acme, parts('Kitchen'));
      const notFound = new NotFoundException(CUSTOM_SCENARIO_API_MESSAGES.notFound);

      await expect(sut.file(globex, kitchen.id, 'testDefinition')).rejects.toThrow(notFound);
      await expect(sut.validationResult(globex, kitchen.id)).rejects.toThrow(notFound);
      await expect(sut.update(globex, kitchen.id, synthesized('Mine'))).rejects.toThrow(notFound);
      await expect(sut.remove(globex, kitchen.id)).rejects.toThrow(notFound);
      await expect(sut.file(acme, 'not-a-uuid', 'testDefinition')).rejects.toThrow(notFound);
      expect((await stored()).map((row) => row.name)).toEqual(['Kitchen']);
    });

    it('refuses a company whose customers are not allowed user-defined tests, whatever it asks', async () => {
      const forbidden = new ForbiddenException(CUSTOM_SCENARIO_API_MESSAGES.notAllowed);
      await expect(sut.list(initech, undefined, 0)).rejects.toThrow(forbidden);
      await expect(sut.create(initech, synthesized('Mine'))).rejects.toThrow(forbidden);
      await expect(sut.remove(initech, 'not-a-uuid')).rejects.toThrow(forbidden);
    });

    it("lists the company's tests only, newest change first, filtered by q", async () => {
      await sut.create(acme, parts('Kitchen'));
      await sut.create(acme, synthesized('Synth'));
      await sut.create(
        acme,
        parts(
          'Garage',
          {},
          { testDefinitionFile: upload(CSV, 'g.csv'), audioFile: upload(zipOf(), 'g.zip') },
        ),
      );
      await sut.create(globex, synthesized('Theirs'));

      expect((await sut.list(acme, undefined, 0)).map((test) => test.name)).toEqual([
        'Garage',
        'Synth',
        'Kitchen',
      ]);
      const available = await sut.list(acme, JSON.stringify({ state: 'AVAILABLE' }), 0);
      expect(available.map((test) => test.name)).toEqual(['Synth', 'Kitchen']);
      expect((await sut.list(acme, undefined, 2)).map((test) => test.name)).toEqual(['Kitchen']);
      await expect(sut.list(acme, '{nope', 0)).rejects.toMatchObject({
        status: 400,
        message: 'q is not valid JSON',
      });
    });

    it('offers the available tests as UDT suites to their company only, and not when asked for the built-in ones', async () => {
      const kitchen = await sut.create(acme, parts('Kitchen', { actorCount: 2, dutCount: 1 }));
      await sut.create(
        acme,
        parts(
          'Garage',
          {},
          { testDefinitionFile: upload(CSV, 'g.csv'), audioFile: upload(zipOf(), 'g.zip') },
        ),
      );

      const udt = (await sut.suitesOf(acme)).filter((suite) => suite.category === 'UDT');
      expect(udt).toEqual([
        expect.objectContaining({
          id: kitchen.id,
          displayName: 'Kitchen',
          mapping: [{ tag: `@${kitchen.id}`, duts: ['DUT1'], actors: ['Pi1', 'Pi2'] }],
          testDefinitionUri: kitchen.testDefinitionGetUrl,
        }),
      ]);
      expect(
        (await sut.suitesOf(acme, { userDefined: false })).some((suite) => suite.category === 'UDT'),
      ).toBe(false);
      expect((await sut.suitesOf(globex)).some((suite) => suite.category === 'UDT')).toBe(false);
    });

    it('deletes a test, after which it is not found', async () => {
      const kitchen = await sut.create(acme, parts('Kitchen'));
      await sut.remove(acme, kitchen.id);
      await expect(sut.file(acme, kitchen.id, 'testDefinition')).rejects.toThrow(NotFoundException);
      await expect(sut.list(acme, undefined, 0)).resolves.toEqual([]);
    });
  });
});
